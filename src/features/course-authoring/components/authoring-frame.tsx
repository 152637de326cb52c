import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './authoring-form.module.css';

interface AuthoringFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Where Cancel and the close icon go (product.md#module-form, #lesson-form: /dashboard/lessons). */
  closeTo: string;
  /** While saving, the close icon is disabled like every other button. */
  busy?: boolean;
  children: ReactNode;
}

/** The card every authoring screen sits in: title, context line and the close icon. */
export function AuthoringFrame({
  title,
  subtitle,
  closeTo,
  busy = false,
  children,
}: AuthoringFrameProps) {
  const navigate = useNavigate();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="authoring-title">
        <header className={styles.header}>
          <div>
            <h1 id="authoring-title" className={styles.title}>
              {title}
            </h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            disabled={busy}
            onClick={() => void navigate(closeTo)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        {children}
      </section>
    </div>
  );
}
