/**
 * Each job's match against its résumé, computed a few at a time between frames so a board of
 * hundreds of jobs paints at once and fills its match labels in as they come (the analyzer takes
 * a couple of milliseconds per job). Results are memoised by their inputs (analyze-job.ts), so a
 * move or an edit recomputes only what changed.
 */
import { useEffect, useRef, useState } from 'react';
import type { JobRow } from '@/common/jobs/job-document-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { analyzeJob } from '../logic/analyze-job.ts';

export interface JobMatch {
  score: number;
  label: string;
}

/** Time spent computing matches per slice, in milliseconds. */
const SLICE_BUDGET_MS = 8;

export function useJobMatches(
  jobs: readonly JobRow[],
  resumes: readonly ResumeDetails[],
  today: string,
): ReadonlyMap<string, JobMatch | null> {
  const [matches, setMatches] = useState<ReadonlyMap<string, JobMatch | null>>(new Map());
  const shown = useRef(matches);
  useEffect(() => {
    // The previous answers, to hand back the same objects when nothing changed (cards are memoised).
    let previous = shown.current;
    let cancelled = false;
    let handle = 0;
    const next = new Map<string, JobMatch | null>();
    let index = 0;
    const step = () => {
      const until = performance.now() + SLICE_BUDGET_MS;
      while (index < jobs.length && performance.now() < until) {
        const job = jobs[index++]!;
        const resume =
          resumes.find((r) => r.resume_id === job.fields.resumeId) ?? resumes[0] ?? null;
        const analysis = resume ? analyzeJob(resume, job.fields, today) : null;
        const known = previous.get(job.id);
        next.set(
          job.id,
          !analysis
            ? null
            : known && known.score === analysis.match_score && known.label === analysis.match_label
              ? known
              : { score: analysis.match_score, label: analysis.match_label },
        );
      }
      if (cancelled) return;
      const changed =
        next.size !== previous.size || [...next].some(([id, match]) => previous.get(id) !== match);
      if (changed) {
        previous = new Map(next);
        shown.current = previous;
        setMatches(previous);
      }
      if (index < jobs.length) handle = window.setTimeout(step, 0);
    };
    handle = window.setTimeout(step, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(handle);
    };
  }, [jobs, resumes, today]);
  return matches;
}
