import { FormField } from '@/src/components/ui/form-field.tsx';
import styles from './authoring-form.module.css';

interface TitleFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The field was left, with this value. */
  onBlur: (value: string) => void;
}

/** The required Title field of the module and video forms. */
export function TitleField({ id, value, error, disabled, onChange, onBlur }: TitleFieldProps) {
  return (
    <FormField id={id} label="Title" required error={error}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          value={value}
          required
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => onBlur(event.target.value)}
        />
      )}
    </FormField>
  );
}
