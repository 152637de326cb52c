/**
 * One field of the resume editor. UNCONTROLLED: the DOM holds what the user typed;
 * every input queues a write of the field's current value (IndexedDB first, then the outbox).
 * A value that changes underneath (another tab, the server, a restored or resolved value) is put
 * into the field only when the user is not in it and has not typed past it. Shows, under the
 * field: its format message (the value stays), the parser's low-confidence mark with the source
 * text, a conflict with the server field by field (yours / on the server / edit a merge), and its
 * history (the last values, each restorable as a normal edit).
 * Dates are typed as text ("Mar 2021", "2021", "03/2021") and stored with that precision
 * (issue 24 §4): a date picker would force a day the résumé never gave.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatResumeDate } from '@/common/resume/dates/format-resume-date.ts';
import { readResumeDate } from '@/common/resume/dates/read-resume-date.ts';
import type { ParsedFieldMeta } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { FormField } from '@/src/components/ui/form-field.tsx';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { applyBulletPrefix } from '../logic/apply-bullet-prefix.ts';
import { checkResumeField, DATE_MESSAGE } from '../logic/check-resume-field.ts';
import { describeResumeField } from '../logic/describe-resume-field.ts';
import { queueResumeWrite } from '../storage/queue-resume-write.ts';
import { checkedFieldKey } from '../logic/checked-field-key.ts';
import { lowConfidenceSource } from '../logic/low-confidence-source.ts';
import { markFieldChecked } from '../storage/mark-field-checked.ts';
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
  /** Summary and descriptions: product.md#validation bullet prefix on every non-empty line. */
  bullets?: boolean;
  meta?: ParsedFieldMeta | undefined;
  /** The learner confirmed or fixed this parsed field ("Check N fields"): no mark any more. */
  checked?: boolean;
  conflict?: FieldConflict | undefined;
  /** Other fields of the same item (an end date is checked against the start date). */
  others?: Record<string, unknown>;
  disabled?: boolean;
  autoComplete?: string;
  /** Extra control beside the input (the end date's "Present"). */
  addon?: ReactNode;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What a date field shows for a stored value ("2021-03" → "Mar 2021"; "present" is the box). */
function shownDate(stored: string): string {
  return stored === 'present' ? '' : formatResumeDate(stored);
}

/** The stored value of what was typed in a date field, or null while it is not a date yet. */
function storedDate(text: string): string | null {
  return text.trim() === '' ? '' : readResumeDate(text);
}

export function ResumeEditorField({
  target,
  field,
  label,
  value,
  type = 'text',
  multiline = false,
  bullets = false,
  meta,
  checked = false,
  conflict,
  others,
  disabled,
  autoComplete,
  addon,
}: ResumeEditorFieldProps) {
  const id = useId();
  const ref = useRef<FieldElement | null>(null);
  const isDate = type === 'date';
  const shownOf = (stored: string) => (isDate ? shownDate(stored) : stored);
  const display = shownOf(value);
  /** What the field last showed from the store or from the user (to tell user edits apart). */
  const shown = useRef(display);
  /** The field's message for what it shows: a date that cannot be read yet says how to write it. */
  const check = (text: string) => {
    const stored = isDate ? storedDate(text) : text;
    return stored === null ? DATE_MESSAGE : checkResumeField(field, stored, others);
  };
  const [message, setMessage] = useState<string | null>(() => check(display));
  const lowConfidence = checked ? null : lowConfidenceSource(meta, value);
  const [merging, setMerging] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const mergeRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.value === display) {
      shown.current = display;
      return;
    }
    if (document.activeElement !== element && element.value === shown.current) {
      element.value = display;
      shown.current = display;
      setMessage(checkResumeField(field, value, others));
    }
  }, [value, display, isDate, field, others]);

  const save = (element: FieldElement) => {
    const stored = isDate ? storedDate(element.value) : element.value;
    // A half-typed date ("Mar 20") is not a value yet: keep the last one until it reads as one.
    // It is not "what the store showed" either, so a re-render (the other date saved, a sync
    // answer) never puts the stored value back over it: the typed text stays until it reads.
    if (stored === null) return;
    shown.current = element.value;
    void queueResumeWrite(target, field, () => stored);
    // Fixing a field the parser was unsure of is checking it: it leaves "Check N fields".
    if (lowConfidence) void markFieldChecked(target, field);
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
    // product.md#validation: a message clears when the field is edited into shape; it appears on blur.
    if (message && !check(element.value)) setMessage(null);
    save(element);
  };

  const onBlur = () => {
    const element = ref.current;
    if (!element) return;
    const stored = isDate ? storedDate(element.value) : null;
    // "03/2021" reads as March 2021: show it as it will be printed once the user leaves.
    if (stored) {
      element.value = shownDate(stored);
      shown.current = element.value;
    }
    setMessage(check(element.value));
  };

  /** Puts a chosen (stored) value into the field and saves it as an ordinary edit. */
  const put = (next: string) => {
    const element = ref.current;
    if (!element) return;
    element.value = shownOf(next);
    save(element);
    setMessage(check(element.value));
  };

  const resolve = async (choice: 'mine' | 'server') => {
    if (!conflict) return;
    await appSyncEngine.resolveConflict(conflict.rowId, { [field]: choice });
    const element = ref.current;
    if (choice === 'server' && element) {
      element.value = shownOf(String(conflict.server ?? ''));
      shown.current = element.value;
    }
  };

  const saveMerge = async () => {
    const typed = mergeRef.current?.value ?? '';
    const merged = isDate ? (storedDate(typed) ?? typed) : typed;
    // The server's value becomes the base, then the merge is a normal edit on top of it.
    await resolve('server');
    put(merged);
    setMerging(false);
  };

  const common = {
    name: field,
    defaultValue: display,
    disabled,
    onInput,
    onBlur,
    className: `${styles.input} ${lowConfidence ? styles.lowConfidence : ''}`,
    // "Fix" in the check panel finds the input by this key.
    'data-check-key': checkedFieldKey(target.item?.id, field),
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
      hint={isDate ? 'A year, or month and year: 2021, Mar 2021' : undefined}
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
              type={isDate ? 'text' : type}
              autoComplete={autoComplete ?? 'off'}
              placeholder={isDate ? 'Mar 2021' : undefined}
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
