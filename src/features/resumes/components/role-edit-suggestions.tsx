/**
 * "Edit for Role" that edits: the résumé changes the role's analysis implies
 * (common/role-analysis/suggest-resume-changes.ts), each applied with one click through the
 * résumé's write path (IndexedDB first, then the sync engine) and undoable (the previous value
 * written back). A missing metric is a prompt: the learner writes the number, nothing is made up.
 * Suggestions are read from the résumé as it is now, so an applied one goes away. Also the cover
 * letter's Copy and Download when the learner asked for one. Works offline (all local).
 */
import { useMemo, useState } from 'react';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import {
  suggestResumeChanges,
  type ResumeChange,
} from '@/common/role-analysis/suggest-resume-changes.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { useRoleAnalysis } from '../hooks/use-role-analysis.ts';
import { resumeShape } from '../logic/resume-shape.ts';
import {
  applyResumeChange,
  undoResumeChange,
  type ResumeChangeUndo,
} from '../storage/apply-resume-change.ts';
import { CoverLetterActions } from './cover-letter-actions.tsx';
import styles from './role-edit-suggestions.module.css';

interface Applied {
  label: string;
  undo: ResumeChangeUndo;
}

/** A missing metric: "Add a number" opens the line to rewrite; Apply needs a figure in it. */
function MetricInput({
  change,
  busy,
  onApply,
}: {
  change: Extract<ResumeChange, { kind: 'add-metric' }>;
  busy: boolean;
  onApply: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(change.line);
  const ready = text.trim() !== change.line && /\d/.test(text);
  if (!open) {
    return (
      <Button
        size="small"
        variant="secondary"
        aria-label={`Add a number: ${change.label}`}
        onClick={() => setOpen(true)}
      >
        Add a number
      </Button>
    );
  }
  return (
    <>
      <label className={styles.metric}>
        <span>{change.prompt}</span>
        <input
          className={styles.input}
          value={text}
          // Opened on request: the learner is here to type.
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          disabled={busy || !ready}
          aria-label={`Apply: ${change.label}`}
          onClick={() => onApply(text)}
        >
          Apply
        </Button>
        <Button size="small" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </>
  );
}

export function RoleEditSuggestions({
  owner,
  details,
  roleId,
  coverLetter,
}: {
  owner: string;
  details: ResumeDetails;
  roleId: string;
  coverLetter: boolean;
}) {
  const row = useRoleAnalysis(owner, roleId);
  const [applied, setApplied] = useState<Applied[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const analysis = row && row.resumeId === details.resume_id ? row.analysis : null;
  const changes = useMemo(
    () => (analysis ? suggestResumeChanges(resumeShape(details), analysis) : []),
    [analysis, details],
  );
  if (!row || !analysis) return null;

  const apply = async (change: ResumeChange, text?: string) => {
    setBusy(true);
    try {
      const undo = await applyResumeChange(owner, details, change, text);
      if (undo) {
        setApplied((stack) => [...stack, { label: change.label, undo }]);
        setMessage(null);
      } else {
        setMessage('Your résumé changed since this was suggested; nothing was changed.');
      }
    } finally {
      setBusy(false);
    }
  };
  const last = applied.at(-1);
  const undoLast = async () => {
    if (!last) return;
    setBusy(true);
    try {
      const done = await undoResumeChange(owner, details, last.undo);
      setApplied((stack) => stack.slice(0, -1));
      setMessage(
        done ? 'Undone.' : 'You edited that text since, so it was left as it is; nothing undone.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="role-edit-suggestions-title">
        <h2 id="role-edit-suggestions-title">Edit for “{row.title}”</h2>
        <p className={styles.intro}>
          Changes your role analysis suggests. Each applies to your résumé in one click and can be
          undone.
        </p>
        {changes.length > 0 ? (
          <ul className={styles.list} aria-label="Suggested changes">
            {changes.map((change) => (
              <li key={change.id} className={styles.entry}>
                <p className={styles.text}>{change.label}</p>
                {change.kind === 'add-metric' ? (
                  <MetricInput
                    change={change}
                    busy={busy}
                    onApply={(text) => void apply(change, text)}
                  />
                ) : (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Apply: ${change.label}`}
                    onClick={() => void apply(change)}
                  >
                    Apply
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.intro}>
            Nothing more to suggest: your résumé already shows what this role asks for as well as it
            can without new experience.
          </p>
        )}
        {last && (
          <p role="status" className={styles.status}>
            <span>Applied: {last.label}</span>
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              onClick={() => void undoLast()}
            >
              Undo
            </Button>
          </p>
        )}
        {message && !last && (
          <p role="status" className={styles.status}>
            {message}
          </p>
        )}
      </section>
      {coverLetter && <CoverLetterActions letter={analysis.cover_letter} roleTitle={row.title} />}
    </>
  );
}
