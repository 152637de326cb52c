/**
 * "Check N fields" (issue 25, product.md#resumes): at the top of the editor, the parsed fields the
 * parser was least sure of, least sure first, each with its value and the text it was read from.
 * "Looks right" confirms one; "Fix" shows its input and puts the focus there (typing in it
 * checks it too). Either way it leaves the list for good (`checked_fields`, synced). Shown only
 * for a résumé the parser marked something in; once all are checked it says so.
 */
import { useId, useRef } from 'react';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { listFieldsToCheck, type FieldToCheck } from '../logic/list-fields-to-check.ts';
import { markFieldChecked } from '../storage/mark-field-checked.ts';
import styles from './resume-check-panel.module.css';

interface ResumeCheckPanelProps {
  owner: string;
  details: ResumeDetails;
  /** Shows the field's input (its item, if in one) and focuses it. */
  onFix: (entry: FieldToCheck) => void;
}

export function ResumeCheckPanel({ owner, details, onFix }: ResumeCheckPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const toCheck = listFieldsToCheck(details);
  // A résumé built by hand or parsed with full confidence has nothing to check: no panel.
  if (toCheck.length === 0 && listFieldsToCheck({ ...details, checked_fields: '' }).length === 0) {
    return null;
  }
  if (toCheck.length === 0) {
    return (
      <section
        className={`${styles.panel} ${styles.done}`}
        aria-labelledby={headingId}
        role="status"
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          All fields checked
        </h2>
        <p className={styles.intro}>Every field we were unsure of has been confirmed or fixed.</p>
      </section>
    );
  }
  const count = toCheck.length;
  /** Confirms one; the keyboard focus moves on to the next entry (or the heading), never lost. */
  const confirm = async (entry: FieldToCheck, index: number) => {
    await markFieldChecked(
      { owner, resumeId: details.resume_id, ...(entry.item ? { item: entry.item } : {}) },
      entry.field,
    );
    window.requestAnimationFrame(() => {
      const buttons =
        listRef.current?.querySelectorAll<HTMLButtonElement>('li button:first-of-type');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? headingRef.current)?.focus();
    });
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Check {count} {count === 1 ? 'field' : 'fields'}
      </h2>
      <p className={styles.intro}>
        We were least sure of these when reading your résumé. Confirm each one or fix it.
      </p>
      <ul className={styles.list} ref={listRef}>
        {toCheck.map((entry, index) => (
          <li key={entry.key} className={styles.entry} data-check-entry={entry.key}>
            <div className={styles.text}>
              <span className={styles.label}>{entry.label}</span>
              <span className={styles.value}>{entry.value}</span>
              <span className={styles.source}>Read from: “{entry.source}”</span>
            </div>
            <div className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${entry.label} looks right`}
                onClick={() => void confirm(entry, index)}
              >
                Looks right
              </Button>
              <Button size="small" aria-label={`Fix ${entry.label}`} onClick={() => onFix(entry)}>
                Fix
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
