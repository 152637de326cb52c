/**
 * One field of the resume editor. UNCONTROLLED: the DOM holds what the user typed;
 * every input queues a write of the field's current value (IndexedDB first, then the outbox).
 * A value that changes underneath (another tab, the server, a restored or resolved value) is put
 * into the field only when the user is not in it and has not typed past it. Shows, under the
 * field: its format message (the value stays), the parser's low-confidence mark with the source
 * text, a conflict with the server field by field (yours / on the server / edit a merge), and its
 * history (the last values, each restorable as a normal edit).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ParsedFieldMeta } from '../../../../common/resume/resume-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { appSyncEngine } from '../../../lib/sync/app-sync-engine.ts';
import { applyBulletPrefix } from '../logic/apply-bullet-prefix.ts';
import { checkResumeField } from '../logic/check-resume-field.ts';
import { describeResumeField } from '../logic/describe-resume-field.ts';
import { queueResumeWrite } from '../storage/queue-resume-write.ts';
import { lowConfidenceSource } from '../logic/low-confidence-source.ts';
import type { ResumeFieldTarget } from '../storage/write-resume-fields.ts';
import { ResumeFieldHistory } from './resume-field-history.tsx';
import styles from './resume-editor.module.css';

export interface FieldConflict {
  rowId: string;
  mine: unknown;
  server: unknown;
}

interface ResumeEditorFieldProps {
  target: ResumeFieldTarget;
  field: string;
  label: string;
  value: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  multiline?: boolean;
  /** Summary and descriptions: product.md 5 bullet prefix on every non-empty line. */
  bullets?: boolean;
  meta?: ParsedFieldMeta | undefined;
  conflict?: FieldConflict | undefined;
  /** Other fields of the same item (an end date is checked against the start date). */
  others?: Record<string, unknown>;
  disabled?: boolean;
  autoComplete?: string;
  /** Extra control beside the input (the end date's "Present"). */
  addon?: ReactNode;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export function ResumeEditorField({
  target,
  field,
  label,
  value,
  type = 'text',
  multiline = false,
  bullets = false,
  meta,
  conflict,
  others,
  disabled,
  autoComplete,
  addon,
}: ResumeEditorFieldProps) {
  const id = useId();
  const ref = useRef<FieldElement | null>(null);
  /** What the field last showed from the store or from the user (to tell user edits apart). */
  const shown = useRef(value);
  const [message, setMessage] = useState<string | null>(() =>
    checkResumeField(field, value, others),
  );
  const [merging, setMerging] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const mergeRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.value === value) {
      shown.current = value;
      return;
    }
    if (document.activeElement !== element && element.value === shown.current) {
      element.value = value;
      shown.current = value;
      setMessage(checkResumeField(field, value, others));
    }
  }, [value, field, others]);

  const save = (element: FieldElement) => {
    shown.current = element.value;
    void queueResumeWrite(target, field, () => element.value);
  };

  const onInput = () => {
    const element = ref.current;
    if (!element) return;
    if (bullets) {
      const caret = element.selectionStart ?? element.value.length;
      const fixed = applyBulletPrefix(element.value, caret);
      if (fixed.value !== element.value) {
        element.value = fixed.value;
        element.setSelectionRange(fixed.caret, fixed.caret);
      }
    }
    // A half-typed date is not a value yet: keep the last one until it is complete.
    if (element instanceof HTMLInputElement && element.validity.badInput) {
      setMessage('Enter a complete date');
      return;
    }
    // product.md 5: a message clears when the field is edited into shape; it appears on blur.
    if (message && !checkResumeField(field, element.value, others)) setMessage(null);
    save(element);
  };

  const onBlur = () => {
    const element = ref.current;
    if (!element) return;
    if (element instanceof HTMLInputElement && element.validity.badInput) return;
    setMessage(checkResumeField(field, element.value, others));
  };

  /** Puts a chosen value into the field and saves it as an ordinary edit. */
  const put = (next: string) => {
    const element = ref.current;
    if (!element) return;
    element.value = next;
    save(element);
    setMessage(checkResumeField(field, next, others));
  };

  const resolve = async (choice: 'mine' | 'server') => {
    if (!conflict) return;
    await appSyncEngine.resolveConflict(conflict.rowId, { [field]: choice });
    const element = ref.current;
    if (choice === 'server' && element) {
      element.value = String(conflict.server ?? '');
      shown.current = element.value;
    }
  };

  const saveMerge = async () => {
    const merged = mergeRef.current?.value ?? '';
    // The server's value becomes the base, then the merge is a normal edit on top of it.
    await resolve('server');
    put(merged);
    setMerging(false);
  };

  const lowConfidence = lowConfidenceSource(meta, value);
  const common = {
    name: field,
    defaultValue: value,
    disabled,
    onInput,
    onBlur,
    className: `${styles.input} ${lowConfidence ? styles.lowConfidence : ''}`,
  } as const;
  const mine = describeResumeField(field, conflict?.mine);
  const server = describeResumeField(field, conflict?.server);

  return (
    <FormField
      id={id}
      label={label}
      compact
      className={styles.field}
      data-field={field}
      error={message}
      describedBy={[lowConfidence ? `${id}-source` : null, conflict ? `${id}-conflict` : null]}
      labelAction={
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={historyOpen}
          aria-label={`History of ${label}`}
          onClick={() => setHistoryOpen((open) => !open)}
        >
          History
        </button>
      }
      footer={
        <>
          {lowConfidence && (
            <p id={`${id}-source`} className={styles.source}>
              Please check: read with low confidence from “{lowConfidence}”
            </p>
          )}
          {conflict && (
            <div
              id={`${id}-conflict`}
              className={styles.conflict}
              role="group"
              aria-label={`Conflict in ${label}`}
            >
              <p>This was also changed on another device. Choose what to keep.</p>
              <div className={styles.conflictChoice}>
                <span>
                  <strong>Yours:</strong> {mine.value}
                </span>
                <Button size="small" variant="secondary" onClick={() => void resolve('mine')}>
                  Keep yours
                </Button>
              </div>
              <div className={styles.conflictChoice}>
                <span>
                  <strong>On the server:</strong> {server.value}
                </span>
                <Button size="small" variant="secondary" onClick={() => void resolve('server')}>
                  Use the server’s
                </Button>
              </div>
              {merging ? (
                <div className={styles.merge}>
                  <label htmlFor={`${id}-merge`}>Merged {label.toLowerCase()}</label>
                  <textarea
                    id={`${id}-merge`}
                    ref={mergeRef}
                    rows={4}
                    className={styles.input}
                    defaultValue={[conflict.mine, conflict.server]
                      .map((v) => String(v ?? ''))
                      .filter(Boolean)
                      .join(multiline ? '\n' : ' ')}
                  />
                  <Button size="small" onClick={() => void saveMerge()}>
                    Save merge
                  </Button>
                </div>
              ) : (
                <Button size="small" variant="ghost" onClick={() => setMerging(true)}>
                  Edit a merge
                </Button>
              )}
            </div>
          )}
          {historyOpen && (
            <ResumeFieldHistory
              resumeId={target.resumeId}
              docId={target.item?.id ?? target.resumeId}
              field={field}
              label={label}
              onRestore={put}
            />
          )}
        </>
      }
    >
      {(control) => (
        <div className={styles.inputRow}>
          {multiline ? (
            <textarea
              ref={(element) => {
                ref.current = element;
              }}
              rows={5}
              {...common}
              {...control}
            />
          ) : (
            <input
              ref={(element) => {
                ref.current = element;
              }}
              type={type}
              autoComplete={autoComplete ?? 'off'}
              {...common}
              {...control}
            />
          )}
          {addon}
        </div>
      )}
    </FormField>
  );
}
