import { FormField } from '@/src/components/ui/form-field.tsx';
import { parseDisplayOrder } from '../logic/parse-display-order.ts';
import type { DisplayOrder } from '../hooks/use-display-order.ts';
import styles from './authoring-form.module.css';

interface DisplayOrderFieldProps {
  id: string;
  hint: string;
  order: DisplayOrder;
  error: string | undefined;
  disabled?: boolean;
  /** The value was edited: its error (and any form error) no longer applies. */
  onEdit: () => void;
  /** The field was left: the value's error, if any, after normalising it. */
  onCheck: (error: string | undefined) => void;
}

/** The Display Order field of the module and video forms (min 1, non-numeric becomes 1). */
export function DisplayOrderField(props: DisplayOrderFieldProps) {
  const { id, hint, order, error, disabled, onEdit, onCheck } = props;
  return (
    <FormField id={id} label="Display Order" hint={hint} note={order.note} error={error}>
      {(control) => (
        <input
          {...control}
          className={`${styles.input} ${styles.orderInput}`}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={order.value}
          disabled={disabled}
          onChange={(event) => {
            order.change(event.target.value);
            onEdit();
          }}
          onBlur={() => onCheck(parseDisplayOrder(order.normalise()).error)}
        />
      )}
    </FormField>
  );
}
