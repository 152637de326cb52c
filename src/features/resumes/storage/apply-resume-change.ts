/**
 * Applies a suggested résumé change through the résumé's one write path (IndexedDB first, the
 * sync engine's outbox in the same transaction) and returns how to take it back; Undo writes the
 * previous value back the same way. A skill added is removed again; a description is restored
 * only if it still reads as the change left it (an edit made since is never overwritten).
 */
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import {
  replaceDescriptionLine,
  type ResumeChange,
} from '@/common/role-analysis/suggest-resume-changes.ts';
import { createResumeItem } from './create-resume-item.ts';
import { removeResumeItem } from './remove-resume-item.ts';
import { writeResumeFields } from './write-resume-fields.ts';

export type ResumeChangeUndo =
  | { kind: 'positions'; positions: Array<{ id: string; position: number }> }
  | { kind: 'created-skill'; itemId: string }
  | { kind: 'description'; itemId: string; previous: string; applied: string };

async function writePositions(
  owner: string,
  resumeId: string,
  positions: Array<{ id: string; position: number }>,
): Promise<void> {
  for (const { id, position } of positions) {
    await writeResumeFields({ owner, resumeId, item: { kind: 'skill', id } }, { position });
  }
}

/** Null when the résumé no longer matches the change (nothing was written). */
export async function applyResumeChange(
  owner: string,
  details: ResumeDetails,
  change: ResumeChange,
  /** For `add-metric`: the bullet as the learner rewrote it. */
  text = '',
): Promise<ResumeChangeUndo | null> {
  const resumeId = details.resume_id;
  if (change.kind === 'skills-first') {
    const before = details.skills.map((skill, index) => ({
      id: skill.id,
      position: skill.position ?? index,
    }));
    const changed = change.order
      .map((id, position) => ({ id, position }))
      .filter(({ id, position }) => before.find((b) => b.id === id)?.position !== position);
    if (changed.length === 0) return null;
    await writePositions(owner, resumeId, changed);
    return {
      kind: 'positions',
      positions: before.filter((b) => changed.some((c) => c.id === b.id)),
    };
  }
  if (change.kind === 'add-skill') {
    const last = details.skills.at(-1);
    const position = last ? (last.position ?? details.skills.length - 1) + 1 : 0;
    const itemId = await createResumeItem(owner, resumeId, 'skill', position, {
      skill_name: change.skillName,
    });
    return { kind: 'created-skill', itemId };
  }
  const job = details.employment_history.find((item) => item.id === change.jobKey);
  if (!job) return null;
  let description: string;
  if (change.kind === 'bullet-up') {
    description = change.description;
  } else {
    const line = job.description.split('\n')[change.lineIndex] ?? '';
    if (line.replace(/^[\s•*\-–·]+/, '').trim() !== change.line || !text.trim()) return null;
    description = replaceDescriptionLine(job.description, change.lineIndex, text);
  }
  if (description === job.description) return null;
  await writeResumeFields(
    { owner, resumeId, item: { kind: 'employment', id: job.id } },
    { description },
  );
  return { kind: 'description', itemId: job.id, previous: job.description, applied: description };
}

/** False when the field changed since the change was applied (left as it is). */
export async function undoResumeChange(
  owner: string,
  details: ResumeDetails,
  undo: ResumeChangeUndo,
): Promise<boolean> {
  const resumeId = details.resume_id;
  if (undo.kind === 'positions') {
    await writePositions(owner, resumeId, undo.positions);
    return true;
  }
  if (undo.kind === 'created-skill') {
    if (!details.skills.some((skill) => skill.id === undo.itemId)) return false;
    await removeResumeItem(owner, resumeId, 'skill', undo.itemId);
    return true;
  }
  const job = details.employment_history.find((item) => item.id === undo.itemId);
  if (!job || job.description !== undo.applied) return false;
  await writeResumeFields(
    { owner, resumeId, item: { kind: 'employment', id: job.id } },
    { description: undo.previous },
  );
  return true;
}
