import { useId, type InputHTMLAttributes } from 'react';
import styles from './auth-form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  optional,
  id,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        {...rest}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
