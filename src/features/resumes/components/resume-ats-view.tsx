/**
 * "What an ATS sees" (issue 31): writes the file the learner would send (the chosen template and
 * paper), reads it back as an applicant tracking system would — its text only, through our own
 * parser — and shows field by field what came through, what was lost or changed, and why.
 * Problems first; fields empty on both sides are left out. Works offline (everything runs on
 * the device).
 */
import { useId, useState } from 'react';
import {
  compareResumeContent,
  type ContentComparison,
  type FieldRead,
} from '@/common/resume/export/compare-resume-content.ts';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import {
  RESUME_TEMPLATE_LABELS,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import {
  renderResumeDocxInWorker,
  renderResumePdfInWorker,
} from '@/src/workers/resume-pdf-client.ts';
import { readResumeFileBack, type ExportedFileKind } from '../browser/read-resume-file-back.ts';
import styles from './resume-ats-view.module.css';

const STATUS_LABELS: Record<FieldRead['status'], string> = {
  kept: 'Came through',
  changed: 'Changed',
  lost: 'Lost',
  added: 'Added',
};
const ORDER: Record<FieldRead['status'], number> = { lost: 0, changed: 1, added: 2, kept: 3 };
const KIND_LABELS: Record<ExportedFileKind, string> = { pdf: 'PDF', docx: 'DOCX' };
const WRITERS = { pdf: renderResumePdfInWorker, docx: renderResumeDocxInWorker } as const;

interface ResumeAtsViewProps {
  content: ResumeContent;
  template: ResumeTemplate;
  paper: PaperSize;
}

interface Reading {
  signature: string;
  kind: ExportedFileKind;
  template: ResumeTemplate;
  comparison: ContentComparison;
}

export function ResumeAtsView({ content, template, paper }: ResumeAtsViewProps) {
  const [reading, setReading] = useState<Reading | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signature = JSON.stringify([content, template, paper]);
  const [kind, setKind] = useState<ExportedFileKind>('pdf');
  const group = useId();

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      const bytes = await WRITERS[kind](content, template, paper);
      const read = await readResumeFileBack(bytes, kind, content.resume_name);
      setReading({ signature, kind, template, comparison: compareResumeContent(content, read) });
    } catch (failure) {
      console.warn('The ATS check failed', failure);
      setError('The file could not be read back. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const shown = reading?.comparison.fields
    .filter((field) => field.expected !== '' || field.actual !== '')
    .sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const problems = shown?.filter((field) => field.status !== 'kept').length ?? 0;
  const source = reading
    ? `the ${KIND_LABELS[reading.kind]} (${RESUME_TEMPLATE_LABELS[reading.template]})`
    : '';
  const summary = !shown
    ? ''
    : problems === 0
      ? `Every field came through from ${source}.`
      : `${shown.length - problems} of ${shown.length} fields came through from ${source}.`;

  return (
    <section className={styles.ats} aria-labelledby="ats-view-title">
      <div className={styles.head}>
        <h3 id="ats-view-title" className={styles.title}>
          What an ATS sees
        </h3>
      </div>
      <div className={styles.controls}>
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>File</legend>
          {(Object.keys(KIND_LABELS) as ExportedFileKind[]).map((option) => (
            <label key={option} className={styles.kind}>
              <input
                type="radio"
                name={group}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {KIND_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => void check()}>
          {busy ? 'Reading…' : 'Check my résumé'}
        </Button>
      </div>
      {!reading && !busy && !error && (
        <p className={styles.note}>
          Applicant tracking systems read only the text of your file. See, field by field, what they
          get from it.
        </p>
      )}
      {/* One live region from the first check on: the work in progress, then the outcome. */}
      {(busy || reading) && (
        <p className={busy ? styles.note : styles.summary} role="status">
          {busy ? `Writing the ${KIND_LABELS[kind]} and reading it back…` : summary}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {reading && shown && (
        <>
          {(reading.signature !== signature || reading.kind !== kind) && (
            <p className={styles.note}>
              Your résumé, its template or the file chosen changed since: check again.
            </p>
          )}
          <ul className={styles.fields} aria-label="Fields read from the file">
            {shown.map((field) => (
              <li key={field.key} className={styles.field} data-status={field.status}>
                <span className={styles.label}>{field.label}</span>
                <span className={styles.badge}>{STATUS_LABELS[field.status]}</span>
                {field.status === 'kept' ? (
                  <span className={styles.value}>{field.expected}</span>
                ) : (
                  <>
                    <span className={styles.value}>
                      On your résumé: {field.expected || '(empty)'}
                    </span>
                    <span className={styles.value}>ATS read: {field.actual || '(nothing)'}</span>
                    <span className={styles.reason}>{field.reason}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
