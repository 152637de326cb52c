/**
 * Where each kind of item lives in the resume details (product.md#entities), its sync document type, and
 * the editor's time constants (units in the names).
 */
import { RESUME_ITEM_DOC_TYPES } from '@/common/resume/resume-edit-schema.ts';
import type { ResumeItemKind } from '@/common/resume/resume-fields-schema.ts';

export const ITEM_LIST_KEY = {
  employment: 'employment_history',
  education: 'education_history',
  skill: 'skills',
  project: 'projects',
  certification: 'certifications',
} as const satisfies Record<ResumeItemKind, string>;

/** Item kind of a sync document type, if it is one. */
export function itemKindOf(docType: string): ResumeItemKind | null {
  for (const [kind, type] of Object.entries(RESUME_ITEM_DOC_TYPES)) {
    if (type === docType) return kind as ResumeItemKind;
  }
  return null;
}

/** A deleted item can be brought back this long; then the deletion is final and synced. */
export const RESUME_UNDO_WINDOW_MS = 6_000;

/** Parsed fields the parser was less sure of than this are marked and listed in "Check N fields" (product.md#resumes). */
export const LOW_CONFIDENCE_BELOW = 0.7;

/** The details row of a resume in IndexedDB (the owner is the signed-in e-mail, lower-cased). */
export const resumeDetailsKey = (owner: string, resumeId: string) => `${owner}:${resumeId}`;
