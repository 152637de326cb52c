/**
 * The "Edit for Role" sub-views of the Resumes screen (SPEC 4): the role form, the cover-letter
 * question, and the editor with the role analysis. Which one shows comes from the pure view store.
 */
import type { ResumeView } from '../stores/resume-view-store.ts';
import { CoverLetterQuestion } from './cover-letter-question.tsx';
import { RoleAnalysisView } from './role-analysis-view.tsx';
import { RoleForm } from './role-form.tsx';

export function RoleFlow({
  owner,
  view,
}: {
  owner: string;
  view: Exclude<ResumeView, { name: 'list' }>;
}) {
  if (view.name === 'role-form') return <RoleForm owner={owner} resumeId={view.resumeId} />;
  if (view.name === 'cover-letter') {
    return <CoverLetterQuestion owner={owner} resumeId={view.resumeId} roleId={view.roleId} />;
  }
  if (view.roleId) {
    return (
      <RoleAnalysisView
        resumeId={view.resumeId}
        roleId={view.roleId}
        coverLetter={view.coverLetter}
      />
    );
  }
  return null;
}
