/**
 * The cover-letter question (product.md#flows, #validation): Continue stays disabled until Yes or No is chosen;
 * it then polls for the role's analysis (at once, then every 10 s, at most 3 repeats) and opens the
 * editor with it. Cancel goes back to the role form (what was typed is still there).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import { fetchRoleAnalysisOnce } from '../storage/fetch-role-analysis-once.ts';
import { pollRecommendation } from '../logic/poll-recommendation.ts';
import { useRoleDraftStore } from '../stores/role-draft-store.ts';
import { useResumeViewStore } from '../stores/resume-view-store.ts';
import styles from './role-flow.module.css';

type Phase = 'asking' | 'polling' | 'not-ready';

export function CoverLetterQuestion({
  owner,
  resumeId,
  roleId,
}: {
  owner: string;
  resumeId: string;
  roleId: string;
}) {
  const openEditor = useResumeViewStore((state) => state.openEditor);
  const openRoleForm = useResumeViewStore((state) => state.openRoleForm);
  const [choice, setChoice] = useState<'yes' | 'no' | null>(null);
  const [phase, setPhase] = useState<Phase>('asking');
  const polling = useRef<AbortController | null>(null);
  const name = useId();
  useEffect(() => () => polling.current?.abort(), []);

  const start = async () => {
    if (!choice) return;
    polling.current?.abort();
    const controller = new AbortController();
    polling.current = controller;
    setPhase('polling');
    const { title, description } = useRoleDraftStore.getState();
    const role = title.trim() && description.trim() ? { title, description } : null;
    const row = await pollRecommendation(
      () => fetchRoleAnalysisOnce(owner, resumeId, roleId, role),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (row) {
      useRoleDraftStore.getState().clear();
      openEditor(resumeId, { roleId, coverLetter: choice === 'yes' });
    } else setPhase('not-ready');
  };

  const cancel = () => {
    polling.current?.abort();
    openRoleForm(resumeId);
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <fieldset className={styles.fieldset} disabled={phase === 'polling'}>
        <legend className={styles.heading}>Would you like a cover letter for this role?</legend>
        <div className={styles.choices}>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>{value === 'yes' ? 'Yes' : 'No'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {phase === 'polling' && (
        <p className={styles.hint} role="status">
          Analyzing your resume for this role…
        </p>
      )}
      {phase === 'not-ready' && (
        <p className={styles.error} role="alert">
          The analysis is not ready yet. Please try again in a moment.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!choice || phase === 'polling'}>
          {phase === 'not-ready' ? 'Try again' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
