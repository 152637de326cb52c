/**
 * Which sub-view of the Resumes screen is shown (docs/product.md, resume flow): the list, the role
 * form, the cover-letter question, or the editor (with the role analysis when it was opened
 * through "Edit for Role"). Pure state; the screen renders from it. Back to the list clears the
 * role, so the analysis is gone as the flow requires.
 */
import { create } from 'zustand';

export type ResumeView =
  | { name: 'list' }
  | { name: 'role-form'; resumeId: string }
  | { name: 'cover-letter'; resumeId: string; roleId: string }
  | { name: 'editor'; resumeId: string; roleId: string | null; coverLetter: boolean };

interface ResumeViewState {
  view: ResumeView;
  showList: () => void;
  openEditor: (resumeId: string, analysis?: { roleId: string; coverLetter: boolean }) => void;
  openRoleForm: (resumeId: string) => void;
  openCoverLetterQuestion: (resumeId: string, roleId: string) => void;
}

export const useResumeViewStore = create<ResumeViewState>()((set) => ({
  view: { name: 'list' },
  showList: () => set({ view: { name: 'list' } }),
  openEditor: (resumeId, analysis) =>
    set({
      view: {
        name: 'editor',
        resumeId,
        roleId: analysis?.roleId ?? null,
        coverLetter: analysis?.coverLetter ?? false,
      },
    }),
  openRoleForm: (resumeId) => set({ view: { name: 'role-form', resumeId } }),
  openCoverLetterQuestion: (resumeId, roleId) =>
    set({ view: { name: 'cover-letter', resumeId, roleId } }),
}));
