/**
 * The "Build my résumé here instead" form's draft on this device, per signed-in user: written on
 * every change, so what was typed survives a reload, a closed tab or a refused send, and removed
 * once the résumé is created. localStorage (synchronous) because a write started while the page
 * is being torn down must still land.
 */
import { readStoredJson, removeStored, writeStoredJson } from '@/src/lib/local-storage.ts';
import {
  resumeBuilderDraftSchema,
  type ResumeBuilderDraft,
} from '../logic/resume-builder-draft-schema.ts';

function draftKey(owner: string): string {
  return `resume_builder_draft:${owner}`;
}

export const resumeBuilderDraft = {
  read(owner: string): ResumeBuilderDraft | undefined {
    return readStoredJson(draftKey(owner), resumeBuilderDraftSchema);
  },
  write(owner: string, draft: ResumeBuilderDraft): void {
    writeStoredJson(draftKey(owner), draft);
  },
  clear(owner: string): void {
    removeStored(draftKey(owner));
  },
};
