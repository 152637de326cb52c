import type { HTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';

/** What the field's control must carry: spread it on the input, select or textarea. */
export interface FormFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The control's id; the hint, note and error are `${id}-hint`, `${id}-note`, `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A red asterisk, hidden from assistive technology (the control says `required` itself). */
  required?: boolean;
  /** " (optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** Announced as it appears (e.g. "a non-number was set to 1"). */
  note?: ReactNode;
  error?: ReactNode;
  /** Beside the label, e.g. a "History" button. */
  labelAction?: ReactNode;
  /** More ids describing the control, after the error (elements the caller renders in `footer`). */
  describedBy?: ReadonlyArray<string | null | false | undefined>;
  /** Below the messages. */
  footer?: ReactNode;
  /** The smaller label of the auth cards and the resume editor. */
  compact?: boolean;
  /** Renders the control, given its id and aria wiring. */
  children: (control: FormFieldControl) => ReactNode;
}

/** Label, control, hint, note and error of one form field, wired for assistive technology. */
export function FormField({
  id,
  label,
  required,
  optional,
  hint,
  note,
  error,
  labelAction,
  describedBy = [],
  footer,
  compact,
  className,
  children,
  ...rest
}: FormFieldProps) {
  const describing = [
    hint ? `${id}-hint` : null,
    note ? `${id}-note` : null,
    error ? `${id}-error` : null,
    ...describedBy,
  ].filter(Boolean);
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
      {optional ? <span className={styles.optional}> (optional)</span> : null}
    </label>
  );
  return (
    <div
      {...rest}
      className={[styles.field, compact ? styles.compact : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {labelAction ? (
        <div className={styles.labelRow}>
          {labelElement}
          {labelAction}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describing.length > 0 ? describing.join(' ') : undefined,
      })}
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
      {footer}
    </div>
  );
}
