/**
 * The editor's "Suggestions" (issue 32): evidence earned in Nyra turned into résumé entries not on
 * the résumé yet, all read live from this device (so they work offline):
 * - practice and capstones from the practice rows (its Submits, and the server's progress cached
 *   for offline), with the problem index (language, difficulty) and the capstone index (which
 *   milestones make a capstone);
 * - rated mock interviews from the device's interview sessions (synced);
 * - certificates from the Certificates screen's last list, kept on the device.
 */
import { liveQuery } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import { CAPSTONE_INDEX_PATH } from '@/common/capstones/capstone-content-paths.ts';
import { capstoneIndexSchema, type Capstone } from '@/common/capstones/capstone-schema.ts';
import { certificateListRowSchema } from '@/common/certificates/certificate-rows-schema.ts';
import { interviewSessionRowSchema } from '@/common/interviews/interview-session-schema.ts';
import {
  PRACTICE_INDEX_PATH,
  type PracticeIndex,
  type ProblemSummary,
} from '@/common/practice/problem-content-paths.ts';
import {
  practiceAttemptRowSchema,
  practiceProgressRowSchema,
} from '@/common/practice/practice-rows-schema.ts';
import type {
  ResumeSuggestion,
  ResumeSuggestionInputs,
} from '@/common/resume/resume-suggestion-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { suggestResumeEntries } from '@/common/resume/suggest-resume-entries.ts';
import { db } from '@/src/lib/db.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';
import { collectSolvedProblems } from '../logic/collect-solved-problems.ts';
import { findPassedCapstones } from '../logic/find-passed-capstones.ts';
import { summarizeInterviewEvidence } from '../logic/summarize-interview-evidence.ts';
import { summarizePracticeEvidence } from '../logic/summarize-practice-evidence.ts';
import { toEarnedCertificates } from '../logic/to-earned-certificates.ts';

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

let capstoneIndex: Promise<Capstone[]> | null = null;
/** The capstone index; none (not an error) when it cannot be read: practice still shows. */
function loadCapstoneIndex(): Promise<Capstone[]> {
  capstoneIndex ??= fetchStaticAsset(CAPSTONE_INDEX_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${CAPSTONE_INDEX_PATH}`);
      return capstoneIndexSchema.parse(await response.json()).capstones;
    })
    .catch((error: unknown) => {
      console.warn('The capstone index could not be read', error);
      capstoneIndex = null;
      return [];
    });
  return capstoneIndex;
}

export function useResumeSuggestions(
  owner: string,
  details: ResumeDetails,
): ResumeSuggestionsState {
  const [inputs, setInputs] = useState<ResumeSuggestionInputs | null>(null);
  const [practiceError, setPracticeError] = useState(false);
  useEffect(() => {
    let problems: ProblemSummary[] | null = null;
    let cancelled = false;
    const subscription = liveQuery(async () => {
      const [attempts, progress, certificateList, sessions] = await Promise.all([
        db.practiceAttempts.where('owner').equals(owner).toArray(),
        db.practiceProgress.where('owner').equals(owner).toArray(),
        db.certificateLists.get(owner),
        db.interviewSessions.where('owner').equals(owner).toArray(),
      ]);
      const list = certificateListRowSchema.safeParse(certificateList);
      return {
        sessions: sessions.flatMap((row) => {
          const parsed = interviewSessionRowSchema.safeParse(row);
          return parsed.success && parsed.data.fields.status === 'rated' ? [row] : [];
        }),
        certificates: list.success ? list.data.list.certificates : [],
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
      next: async ({ attempts, progress, certificates, sessions }) => {
        // The interview bank (every topic's questions) loads only for a learner with a rating.
        const interviews =
          sessions.length === 0
            ? []
            : summarizeInterviewEvidence(
                sessions,
                (await import('@/common/interviews/interview-bank.ts')).findInterviewTopic,
              );
        const solved = collectSolvedProblems(attempts, progress);
        const held = toEarnedCertificates(certificates);
        const certificateUrls = new Map(
          certificates
            .filter((certificate) => certificate.revoked_at === null)
            .map((certificate) => [certificate.track, certificate.verify_url]),
        );
        const capstones = findPassedCapstones(await loadCapstoneIndex(), solved, certificateUrls);
        let practice: ResumeSuggestionInputs['practice'] = [];
        try {
          problems ??= await loadProblemIndex();
          practice = summarizePracticeEvidence(problems, solved);
        } catch (error) {
          console.warn('The practice index could not be read', error);
          if (!cancelled) setPracticeError(true);
        }
        if (!cancelled) setInputs({ practice, interviews, capstones, certificates: held });
      },
      error: (error: unknown) => {
        console.warn('Reading practice progress failed', error);
        setPracticeError(true);
        setInputs({ practice: [], interviews: [], capstones: [], certificates: [] });
      },
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
    };
  }, [owner]);

  const suggestions = useMemo(
    () =>
      suggestResumeEntries(
        inputs ?? { practice: [], interviews: [], capstones: [], certificates: [] },
        details,
      ),
    [inputs, details],
  );
  return { suggestions, loading: inputs === null, practiceError };
}
