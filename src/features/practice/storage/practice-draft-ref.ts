import { z } from 'zod';
import { practiceRowKey } from '@/common/practice/practice-rows-schema.ts';
import type { DraftRef } from '@/src/lib/drafts/draft-ref.ts';

/**
 * The leave-page backup of a problem's code in the draft store. Before the store, practice kept
 * it as a draft row under `practice_draft_backup:` (read once after the update).
 */
export function practiceDraftRef(owner: string, problemId: string): DraftRef<string> {
  return {
    scope: 'practice',
    owner,
    id: problemId,
    schema: z.string(),
    legacy: {
      key: `practice_draft_backup:${practiceRowKey(owner, problemId)}`,
      schema: z
        .object({ code: z.string(), updatedAt: z.number() })
        .transform(({ code, updatedAt }) => ({ value: code, backedUpAt: updatedAt })),
    },
  };
}
