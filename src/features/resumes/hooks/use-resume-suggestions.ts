/**
 * The editor's "Suggestions" (issue 32): evidence earned in Nyra turned into résumé entries not on
 * the résumé yet. Practice comes from this device's practice rows (its Submits, and the server's
 * progress cached for offline), read live, with the problem index for each problem's language and
 * difficulty. Passed capstones and certificates are given by the caller (`extra`), so any feature
 * that owns them can feed the same list.
 */
import { liveQuery } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import {
  PRACTICE_INDEX_PATH,
  type PracticeIndex,
  type ProblemSummary,
} from '../../../../common/practice/problem-content-paths.ts';
import {
  practiceAttemptRowSchema,
  practiceProgressRowSchema,
} from '../../../../common/practice/practice-rows-schema.ts';
import type {
  PracticeEvidence,
  ResumeSuggestion,
  ResumeSuggestionInputs,
} from '../../../../common/resume/resume-suggestion-schema.ts';
import type { ResumeDetails } from '../../../../common/resume/resume-schema.ts';
import { suggestResumeEntries } from '../../../../common/resume/suggest-resume-entries.ts';
import { db } from '../../../lib/db.ts';
import { fetchStaticAsset } from '../../../lib/fetch-static-asset.ts';
import { summarizePracticeEvidence } from '../logic/summarize-practice-evidence.ts';

export interface ResumeSuggestionsState {
  suggestions: ResumeSuggestion[];
  loading: boolean;
  /** Practice could not be read (the index did not load, e.g. offline before any visit). */
  practiceError: boolean;
}

let index: Promise<ProblemSummary[]> | null = null;
function loadProblemIndex(): Promise<ProblemSummary[]> {
  index ??= fetchStaticAsset(PRACTICE_INDEX_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${PRACTICE_INDEX_PATH}`);
      return ((await response.json()) as PracticeIndex).problems;
    })
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

export function useResumeSuggestions(
  owner: string,
  details: ResumeDetails,
  extra: Partial<Omit<ResumeSuggestionInputs, 'practice'>> = {},
): ResumeSuggestionsState {
  const [practice, setPractice] = useState<PracticeEvidence[] | null>(null);
  const [practiceError, setPracticeError] = useState(false);
  useEffect(() => {
    let problems: ProblemSummary[] | null = null;
    let cancelled = false;
    const subscription = liveQuery(async () => {
      const [attempts, progress] = await Promise.all([
        db.practiceAttempts.where('owner').equals(owner).toArray(),
        db.practiceProgress.where('owner').equals(owner).toArray(),
      ]);
      return {
        attempts: attempts.flatMap((row) => {
          const parsed = practiceAttemptRowSchema.safeParse(row);
          return parsed.success ? [parsed.data] : [];
        }),
        progress: progress.flatMap((row) => {
          const parsed = practiceProgressRowSchema.safeParse(row);
          return parsed.success ? [parsed.data] : [];
        }),
      };
    }).subscribe({
      next: async ({ attempts, progress }) => {
        try {
          problems ??= await loadProblemIndex();
          if (!cancelled) setPractice(summarizePracticeEvidence(problems, attempts, progress));
        } catch (error) {
          console.warn('The practice index could not be read', error);
          if (!cancelled) {
            setPracticeError(true);
            setPractice([]);
          }
        }
      },
      error: (error: unknown) => {
        console.warn('Reading practice progress failed', error);
        setPracticeError(true);
        setPractice([]);
      },
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
    };
  }, [owner]);

  const { capstones, certificates } = extra;
  const suggestions = useMemo(
    () =>
      suggestResumeEntries(
        {
          practice: practice ?? [],
          capstones: capstones ?? [],
          certificates: certificates ?? [],
        },
        details,
      ),
    [practice, capstones, certificates, details],
  );
  return { suggestions, loading: practice === null, practiceError };
}
