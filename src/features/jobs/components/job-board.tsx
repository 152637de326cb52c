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
} from '../../../../common/jobs/job-document-schema.ts';
import { JobCard } from './job-card.tsx';
import styles from './jobs-page.module.css';

interface JobBoardProps {
  jobs: readonly JobRow[];
  matchOf: (job: JobRow) => { score: number; label: string } | null;
  dueOf: (job: JobRow) => number;
  onOpen: (job: JobRow) => void;
  onMove: (job: JobRow, stage: JobStage) => void;
}

export function JobBoard({ jobs, matchOf, dueOf, onOpen, onMove }: JobBoardProps) {
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
              if (job && job.fields.stage !== stage) onMove(job, stage);
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
                    match={matchOf(job)}
                    due={dueOf(job)}
                    onOpen={() => onOpen(job)}
                    onMove={(next) => onMove(job, next)}
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
