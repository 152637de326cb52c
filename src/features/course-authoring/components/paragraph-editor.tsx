import { PARAGRAPH_ROWS } from '@/common/courses/courses-limits.ts';
import { PARAGRAPH_TYPES, type ParagraphType } from '@/common/courses/paragraph-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import type { ParagraphDraft } from '../logic/paragraph-draft.ts';
import styles from './authoring-form.module.css';

const TYPE_LABELS: Record<ParagraphType, string> = { text: 'Text', list: 'List', code: 'Code' };
const LIST_HINT = 'One item per line. Bullets are added automatically.';

interface ParagraphEditorProps {
  paragraph: ParagraphDraft;
  index: number;
  canDelete: boolean;
  disabled: boolean;
  error?: string;
  onChange: (patch: Partial<ParagraphDraft>) => void;
  onDelete: () => void;
}

/** One content paragraph: optional subtitle, Text/List/Code switch and the content area. */
export function ParagraphEditor({
  paragraph,
  index,
  canDelete,
  disabled,
  error,
  onChange,
  onDelete,
}: ParagraphEditorProps) {
  const base = `paragraph-${paragraph.id}`;
  const number = index + 1;
  return (
    <div className={styles.paragraph} role="group" aria-labelledby={`${base}-heading`}>
      <div className={styles.paragraphHeader}>
        <h3 id={`${base}-heading`} className={styles.paragraphTitle}>
          Paragraph {number}
        </h3>
        {canDelete ? (
          <Button
            variant="ghost"
            size="small"
            disabled={disabled}
            onClick={onDelete}
            aria-label={`Delete paragraph ${number}`}
          >
            Delete
          </Button>
        ) : null}
      </div>

      <FormField id={`${base}-subtitle`} label="Subtitle" optional>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={paragraph.subtitle}
            disabled={disabled}
            onChange={(event) => onChange({ subtitle: event.target.value })}
          />
        )}
      </FormField>

      <fieldset className={styles.typeSwitch} disabled={disabled}>
        <legend className="visually-hidden">Paragraph {number} type</legend>
        {PARAGRAPH_TYPES.map((type) => (
          <label key={type} className={styles.typeOption}>
            <input
              type="radio"
              name={`${base}-type`}
              value={type}
              checked={paragraph.type === type}
              onChange={() => onChange({ type })}
            />
            <span>{TYPE_LABELS[type]}</span>
          </label>
        ))}
      </fieldset>

      <FormField
        id={`${base}-content`}
        label="Content"
        hint={paragraph.type === 'list' ? LIST_HINT : undefined}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${styles.textarea} ${paragraph.type === 'code' ? styles.mono : ''}`}
            rows={PARAGRAPH_ROWS[paragraph.type]}
            value={paragraph.content}
            disabled={disabled}
            spellCheck={paragraph.type !== 'code'}
            onChange={(event) => onChange({ content: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
