/**
 * The board: one column per stage (Saved, Applied, Interviewing, Offer, Closed). Cards move by
 * drag and drop or by their "Move to…" menu; on phones the columns stack into a list grouped by
 * stage.
 */
import { useState } from 'react';
import {
  JOB_STAGE_LABELS,
  JOB_STAGES,
  type JobRow,
  type JobStage,
} from '@/common/jobs/job-document-schema.ts';
import type { JobMatch } from '../hooks/use-job-matches.ts';
import { JobCard } from './job-card.tsx';
import styles from './jobs-page.module.css';

interface JobBoardProps {
  jobs: readonly JobRow[];
  matches: ReadonlyMap<string, JobMatch | null>;
  dueCounts: ReadonlyMap<string, number>;
  /** Stable callbacks (by job id), so unchanged cards skip rendering. */
  onOpen: (id: string) => void;
  onMove: (id: string, stage: JobStage) => void;
}

export function JobBoard({ jobs, matches, dueCounts, onOpen, onMove }: JobBoardProps) {
  const [over, setOver] = useState<JobStage | null>(null);
  return (
    <div className={styles.board}>
      {JOB_STAGES.map((stage) => {
        const inStage = jobs.filter((job) => job.fields.stage === stage);
        const headingId = `jobs-stage-${stage}`;
        return (
          <section
            key={stage}
            aria-labelledby={headingId}
            className={styles.column}
            data-drop-target={over === stage || undefined}
            data-stage={stage}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(stage);
            }}
            onDragLeave={() => setOver((current) => (current === stage ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              setOver(null);
              const job = jobs.find((j) => j.id === event.dataTransfer.getData('text/plain'));
              if (job && job.fields.stage !== stage) onMove(job.id, stage);
            }}
          >
            <h2 id={headingId} className={styles.columnTitle}>
              {JOB_STAGE_LABELS[stage]} <span className={styles.meta}>({inStage.length})</span>
            </h2>
            {inStage.length === 0 ? (
              <p className={styles.empty}>No jobs here.</p>
            ) : (
              <ul className={styles.cards} aria-label={`${JOB_STAGE_LABELS[stage]} jobs`}>
                {inStage.map((job) => (
                  <JobCard
                    key={job.id}
                    job={job}
                    match={matches.get(job.id) ?? null}
                    due={dueCounts.get(job.id) ?? 0}
                    onOpen={onOpen}
                    onMove={onMove}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
