/**
 * The "Edit for Role" steps before the editor (product.md#flows): the role form and the cover-letter
 * question. Which one shows comes from the pure view store; the editor view itself (with the
 * analysis as its aside) is rendered by the Resumes page.
 */
import type { ResumeView } from '../stores/resume-view-store.ts';
import { CoverLetterQuestion } from './cover-letter-question.tsx';
import { RoleForm } from './role-form.tsx';

export function RoleFlow({
  owner,
  view,
}: {
  owner: string;
  view: Extract<ResumeView, { name: 'role-form' | 'cover-letter' }>;
}) {
  if (view.name === 'role-form') return <RoleForm owner={owner} resumeId={view.resumeId} />;
  return <CoverLetterQuestion owner={owner} resumeId={view.resumeId} roleId={view.roleId} />;
}
