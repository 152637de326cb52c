/**
 * The resume editor (product.md#resumes): personal info, links, summary, experience, education
 * and skills of one resume, offline-first. The form is uncontrolled (each field's DOM is the
 * truth); every keystroke is saved to the resume's `resumeDetails` row and the sync outbox in one
 * transaction (storage/write-resume-fields.ts), so the preview and other tabs follow live and
 * nothing typed is lost on reload or offline. Deleted items can be undone for a few seconds; the
 * deletion is synced only when final (when its window ends, or on Back). Conflicts are
 * shown at their fields. `aside` (the role analysis) renders beside the form on wide screens and
 * above it on narrow ones; opened for a role, the changes it suggests (one click, undoable) and the
 * cover letter's Copy / Download sit above the form, so a phone sees them first.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import {
  deleteResumeItem,
  finalizeResumeDeletes,
  undoResumeDelete,
} from '../storage/delete-resume-item.ts';
import { onPageLeave } from '@/src/lib/drafts/on-page-leave.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { backUpResumeWrites } from '../storage/queue-resume-write.ts';
import { restoreResumeBackups } from '../storage/restore-resume-backups.ts';
import { refreshResumeDetails } from '../storage/refresh-resumes.ts';
import { writeResumeFields } from '../storage/write-resume-fields.ts';
import { setOpenResume } from '../storage/register-resume-sync.ts';
import type { FieldToCheck } from '../logic/list-fields-to-check.ts';
import { RESUME_UNDO_WINDOW_MS } from '../logic/resume-item-lists.ts';
import { settleResumeConflict } from '../logic/settle-resume-conflict.ts';
import { useResumeDocument } from '../hooks/use-resume-document.ts';
import { ResumeCheckPanel } from './resume-check-panel.tsx';
import { ResumeEditorField, type FieldConflict } from './resume-editor-field.tsx';
import { ResumeEditorItems } from './resume-editor-items.tsx';
import { ResumeSuggestions } from './resume-suggestions.tsx';
import { ResumeEditorStatus } from './resume-editor-status.tsx';
import { RoleEditSuggestions } from './role-edit-suggestions.tsx';
import styles from './resume-editor.module.css';

interface ResumeEditorProps {
  owner: string;
  resumeId: string;
  onBack: () => void;
  /** Shown beside the form (the role analysis, when the editor was opened for a role). */
  aside?: ReactNode;
  /** Opened through "Edit for Role": the role's suggested changes (and cover letter) above the form. */
  role?: { roleId: string; coverLetter: boolean } | undefined;
}

const PERSONAL = [
  { field: 'learner_name', label: 'Full name', autoComplete: 'name' },
  { field: 'learner_email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'learner_phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'city', label: 'City' },
  { field: 'country', label: 'Country' },
  { field: 'role', label: 'Role' },
] as const;
const LINKS = [
  { field: 'learner_github', label: 'GitHub', type: 'url' },
  { field: 'learner_linkedin', label: 'LinkedIn', type: 'url' },
] as const;
const SECTIONS = [
  { kind: 'employment', title: 'Experience' },
  { kind: 'education', title: 'Education' },
  { kind: 'skill', title: 'Skills' },
  { kind: 'project', title: 'Projects' },
  { kind: 'certification', title: 'Certifications' },
] as const;
const ITEM_NOUN = {
  employment: 'Experience',
  education: 'Education',
  skill: 'Skill',
  project: 'Project',
  certification: 'Certification',
} as const;

export function ResumeEditor({ owner, resumeId, onBack, aside, role }: ResumeEditorProps) {
  const { row, rows } = useResumeDocument(owner, resumeId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The field "Fix" asked for: its item is shown, then its input focused (a new object each time). */
  const [fixing, setFixing] = useState<FieldToCheck | null>(null);

  // Open: tell the sync pull which resume to refresh; take the server's newest copy (merged,
  // never over unsent edits).
  // Fields whose saves a left page cut off are taken back first, so the refresh keeps them.
  useEffect(() => {
    setOpenResume({ owner, resumeId });
    void restoreResumeBackups(owner, resumeId)
      .catch((error: unknown) => console.error('Taking back unsaved resume fields failed', error))
      .then(() => {
        if (!navigator.onLine) return;
        return refreshResumeDetails(owner, resumeId).catch((error: unknown) =>
          console.info('Resume refresh failed', error),
        );
      });
    headingRef.current?.focus();
    return () => setOpenResume(null);
  }, [owner, resumeId]);

  // Leaving the page while field saves wait: keep their values (queue-resume-write.ts).
  useEffect(() => onPageLeave(backUpResumeWrites), []);

  useEffect(() => {
    if (!fixing) return;
    // After the item's counter moved to it (a render later): focus the input and bring it in view.
    const frame = window.requestAnimationFrame(() => {
      const input = document.querySelector<HTMLElement>(
        `[data-check-key="${CSS.escape(fixing.key)}"]`,
      );
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [fixing]);

  const checked = useMemo(
    () => new Set((row?.details.checked_fields ?? '').split(' ').filter(Boolean)),
    [row],
  );
  const reveal = useMemo(() => (fixing?.item ? { itemId: fixing.item.id } : null), [fixing]);

  const pendingDeletes = useMemo(() => row?.pendingDeletes ?? [], [row]);
  // Each deletion becomes final when its Undo window ends (also after a reload).
  useEffect(() => {
    if (pendingDeletes.length === 0) return;
    const dueInMs = Math.max(
      0,
      Math.min(...pendingDeletes.map((entry) => entry.at + RESUME_UNDO_WINDOW_MS - Date.now())),
    );
    const timer = window.setTimeout(() => void finalizeResumeDeletes(owner, resumeId), dueInMs);
    return () => window.clearTimeout(timer);
  }, [pendingDeletes, owner, resumeId]);

  const conflicts = useMemo(() => {
    const map = new Map<string, FieldConflict>();
    for (const outboxRow of rows) {
      if (outboxRow.state !== 'conflict' || !outboxRow.conflict) continue;
      for (const [field, values] of Object.entries(outboxRow.conflict.fields)) {
        map.set(`${outboxRow.docId}:${field}`, { rowId: outboxRow.id, ...values });
      }
    }
    return map;
  }, [rows]);

  // Fields with no input to resolve a conflict in settle on their own (settle-resume-conflict.ts).
  useEffect(() => {
    for (const outboxRow of rows) {
      const fields = outboxRow.state === 'conflict' ? outboxRow.conflict?.fields : undefined;
      const settled = fields ? settleResumeConflict(fields) : null;
      if (!settled) continue;
      void appSyncEngine
        .resolveConflict(outboxRow.id, settled.choices)
        .then(() =>
          settled.checkedFields === undefined
            ? undefined
            : writeResumeFields({ owner, resumeId }, { checked_fields: settled.checkedFields }),
        );
    }
  }, [rows, owner, resumeId]);

  const leave = () => {
    // Leaving ends every Undo window (a deletion left behind stays undoable until its time).
    void finalizeResumeDeletes(owner, resumeId, { everything: true });
    onBack();
  };
  const back = (
    <Button variant="secondary" size="small" onClick={leave}>
      Back
    </Button>
  );

  if (row === undefined) {
    return (
      <p role="status" className={styles.note}>
        Opening the resume…
      </p>
    );
  }
  if (row === null || row.details.status !== 'ready') {
    return (
      <div className={styles.editor}>
        {back}
        <p role="alert" className={styles.note}>
          {row === null
            ? 'This resume is not saved on this device yet. Connect to the internet to open it.'
            : 'This resume is not ready to edit yet.'}
        </p>
      </div>
    );
  }

  const details = row.details;
  const record = details as unknown as Record<string, unknown>;
  const target = { owner, resumeId };
  const field = (spec: {
    field: string;
    label: string;
    type?: 'email' | 'tel' | 'url';
    autoComplete?: string;
  }) => (
    <ResumeEditorField
      key={spec.field}
      target={target}
      field={spec.field}
      label={spec.label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      value={String(record[spec.field] ?? '')}
      meta={details.parse_meta[spec.field]}
      checked={checked.has(spec.field)}
      conflict={conflicts.get(`${resumeId}:${spec.field}`)}
    />
  );

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        {back}
        <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
          Editing {details.resume_name}
        </h2>
        <ResumeEditorStatus rows={rows} />
      </div>
      {pendingDeletes.length > 0 && (
        <ul className={styles.undoList} aria-label="Deleted items">
          {pendingDeletes.map((entry) => {
            const name = Object.entries(entry.item).find(
              ([key, value]) =>
                [
                  'company_name',
                  'school_name',
                  'skill_name',
                  'project_name',
                  'certification_name',
                ].includes(key) && value,
            )?.[1];
            return (
              <li key={String(entry.item.id)} className={styles.undo} role="status">
                <span>
                  {ITEM_NOUN[entry.kind]} item {name ? `“${String(name)}” ` : ''}deleted.
                </span>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => void undoResumeDelete(owner, resumeId, String(entry.item.id))}
                >
                  Undo
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {/* The role analysis comes first: on a phone it is above the editor, not 3,600 px below
          (issue 26); on a wide screen the grid puts it beside the form. */}
      <div className={styles.layout}>
        {aside && <div className={styles.aside}>{aside}</div>}
        <div className={styles.main}>
          {role && (
            <RoleEditSuggestions
              owner={owner}
              details={details}
              roleId={role.roleId}
              coverLetter={role.coverLetter}
            />
          )}
          <ResumeCheckPanel
            owner={owner}
            details={details}
            onFix={(entry) => setFixing({ ...entry })}
          />
          <form
            className={styles.form}
            aria-label="Resume editor"
            onSubmit={(event) => event.preventDefault()}
          >
            <section className={styles.section} aria-labelledby="resume-editor-personal">
              <h2 id="resume-editor-personal">Personal info</h2>
              <div className={styles.grid}>{PERSONAL.map(field)}</div>
            </section>
            <section className={styles.section} aria-labelledby="resume-editor-links">
              <h2 id="resume-editor-links">Links</h2>
              <div className={styles.grid}>{LINKS.map(field)}</div>
            </section>
            <section className={styles.section} aria-labelledby="resume-editor-summary">
              <h2 id="resume-editor-summary">Summary</h2>
              <ResumeEditorField
                target={target}
                field="summary"
                label="Summary"
                value={details.summary}
                multiline
                bullets
                meta={details.parse_meta.summary}
                checked={checked.has('summary')}
                conflict={conflicts.get(`${resumeId}:summary`)}
              />
            </section>
            <ResumeSuggestions owner={owner} details={details} />
            {SECTIONS.map(({ kind, title }) => (
              <ResumeEditorItems
                key={kind}
                kind={kind}
                title={title}
                owner={owner}
                details={details}
                conflicts={conflicts}
                checked={checked}
                reveal={reveal}
                onDelete={(itemKind: ResumeItemKind, itemId: string) =>
                  void deleteResumeItem(owner, resumeId, itemKind, itemId)
                }
              />
            ))}
          </form>
        </div>
      </div>
    </div>
  );
}
