/**
 * The role information form (product.md#flows, #validation): Continue stays disabled until the job title and the
 * job description are non-empty after trimming; on submit the trimmed values create the role and
 * start its analysis, then the cover-letter question opens. Offline (or when the server cannot
 * be reached) the role is made and analysed on this device and synced later. Cancel → the list.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import { ApiError } from '@/src/lib/api-client.ts';
import { createRole } from '../api/create-role.ts';
import { startRoleAnalysis } from '../api/start-role-analysis.ts';
import { createRoleOnDevice } from '../storage/create-role-on-device.ts';
import { useRoleDraftStore } from '../stores/role-draft-store.ts';
import { useResumeViewStore } from '../stores/resume-view-store.ts';
import styles from './role-flow.module.css';

function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

export function RoleForm({ owner, resumeId }: { owner: string; resumeId: string }) {
  const { title, description, setTitle, setDescription } = useRoleDraftStore();
  const showList = useResumeViewStore((state) => state.showList);
  const openCoverLetterQuestion = useResumeViewStore((state) => state.openCoverLetterQuestion);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const ready = title.trim() !== '' && description.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    const role = { title: title.trim(), description: description.trim() };
    setTitle(role.title);
    setDescription(role.description);
    setBusy(true);
    setError(null);
    try {
      let roleId: string;
      if (!navigator.onLine) roleId = await createRoleOnDevice(owner, resumeId, role);
      else {
        try {
          roleId = await createRole({ resume_id: resumeId, ...role });
          await startRoleAnalysis(resumeId, roleId);
        } catch (failure) {
          if (!unreachable(failure)) throw failure;
          roleId = await createRoleOnDevice(owner, resumeId, role);
        }
      }
      openCoverLetterQuestion(resumeId, roleId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The role could not be created.');
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${titleId}-h`}
    >
      <h2 id={`${titleId}-h`} className={styles.heading}>
        Role information
      </h2>
      <p className={styles.hint}>
        Paste the job you are applying for. We compare it with your resume and show what matches,
        what is missing and how to close the gap.
      </p>
      <label className={styles.field} htmlFor={titleId}>
        <span>Job title</span>
        <input
          id={titleId}
          className={styles.input}
          value={title}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={descriptionId}>
        <span>Job description</span>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={12}
          value={description}
          maxLength={20_000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={showList} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? 'Analyzing…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
