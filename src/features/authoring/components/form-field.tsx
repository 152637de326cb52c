import type { ReactNode } from 'react';
import styles from './authoring-form.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  note?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error of one form field. The control must set
 * `aria-describedby={describedBy(id, …)}` and `aria-invalid` itself (it is the caller's element).
 */
export function FormField({ id, label, required, hint, error, note, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className={styles.note} role="status">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a field's control should reference in aria-describedby. */
export function describedBy(
  id: string,
  parts: { hint?: unknown; error?: unknown; note?: unknown },
): string | undefined {
  const ids = [
    parts.hint ? `${id}-hint` : undefined,
    parts.note ? `${id}-note` : undefined,
    parts.error ? `${id}-error` : undefined,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
