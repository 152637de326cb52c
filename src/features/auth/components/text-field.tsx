import { useId, type InputHTMLAttributes } from 'react';
import { FormField } from '@/src/components/ui/form-field.tsx';
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

/** A labelled text input of the auth forms (controlled), its error tied to it by FormField. */
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
  return (
    <FormField id={id ?? generated} label={label} optional={optional} error={error} compact>
      {(control) => (
        <input
          {...rest}
          {...control}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
