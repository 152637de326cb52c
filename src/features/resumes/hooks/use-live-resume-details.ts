/**
 * The selected resume's row in IndexedDB, live: the editor writes its edits there first, so
 * the preview follows every edit (this tab or another). Falls back to the details the screen
 * already has while the row loads; a row of another shape reads as absent.
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { resumeDetailsRowSchema } from '@/common/resume/resume-rows-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { db } from '@/src/lib/db.ts';

export function useLiveResumeDetails(owner: string, fallback: ResumeDetails): ResumeDetails {
  const key = `${owner}:${fallback.resume_id}`;
  const [live, setLive] = useState<{ key: string; details: ResumeDetails } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(() => db.resumeDetails.get(key)).subscribe({
      next: (row) => {
        const parsed = resumeDetailsRowSchema.safeParse(row);
        if (parsed.success) setLive({ key, details: parsed.data.details });
      },
      error: (error: unknown) => console.warn('IndexedDB query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return live?.key === key ? live.details : fallback;
}
