import { Button } from '@/src/components/ui/button.tsx';
import styles from './authoring-form.module.css';

/** The Cancel and Save buttons at the foot of the module and video forms. */
export function AuthoringFormActions({
  saving,
  onCancel,
}: {
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={saving} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
