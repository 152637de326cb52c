import { z } from 'zod';
import type { DraftRef } from '@/src/lib/drafts/draft-ref.ts';

/**
 * The leave-page backup of one answer note in the draft store. Before the store, interviews kept
 * it under `interview_note_backup:` without a time (read once after the update).
 */
export function interviewNoteRef(
  owner: string,
  sessionId: string,
  questionId: string,
): DraftRef<string> {
  return {
    scope: 'interview-note',
    owner,
    id: `${sessionId}:${questionId}`,
    schema: z.string(),
    legacy: {
      key: `interview_note_backup:${owner}:${sessionId}:${questionId}`,
      schema: z
        .object({ text: z.string() })
        .transform(({ text }) => ({ value: text, backedUpAt: 0 })),
    },
  };
}
