import { Link } from 'react-router';
import { buttonClassName } from '@/src/components/ui/button.tsx';
import styles from './authoring-form.module.css';

/** What a signed-in user who is not an admin sees instead of an authoring form. */
export function AuthoringRefusal({ email, backTo }: { email: string; backTo: string }) {
  return (
    <div className={styles.refusal} role="alert">
      <h2 className={styles.refusalTitle}>Authoring is for admins</h2>
      <p>
        Only admins can add modules and videos to a course. Your account ({email}) is not an admin,
        so nothing can be saved from this page.
      </p>
      <p>
        If you need to author lessons, ask an administrator to add your e-mail address to the admin
        list.
      </p>
      <Link to={backTo} className={buttonClassName({ variant: 'secondary' })}>
        Back to lessons
      </Link>
    </div>
  );
}
