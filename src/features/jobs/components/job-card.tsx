/** A job on the board: title, company, match, next reminder, and a "Move to…" menu for keyboards. */
import { memo } from 'react';
import {
  JOB_STAGE_LABELS,
  JOB_STAGES,
  type JobRow,
  type JobStage,
} from '@/common/jobs/job-document-schema.ts';
import type { JobMatch } from '../hooks/use-job-matches.ts';
import styles from './jobs-page.module.css';

interface JobCardProps {
  job: JobRow;
  match: JobMatch | null;
  due: number;
  onOpen: (id: string) => void;
  onMove: (id: string, stage: JobStage) => void;
}

/** Memoised: moving one card re-renders that card and its columns' lists, not every card. */
export const JobCard = memo(function JobCard({ job, match, due, onOpen, onMove }: JobCardProps) {
  const { fields } = job;
  return (
    <li
      className={styles.card}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', job.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-job-id={job.id}
    >
      <button type="button" className={styles.cardOpen} onClick={() => onOpen(job.id)}>
        <span className={styles.cardTitle}>{fields.title}</span>
        <span className={styles.meta}>
          {fields.company}
          {fields.location ? ` · ${fields.location}` : ''}
        </span>
      </button>
      {match && (
        <p className={styles.meta}>
          {match.label} · {match.score.toFixed(1)}/10
        </p>
      )}
      {due > 0 && (
        <p className={styles.due}>
          {due} reminder{due === 1 ? '' : 's'} due
        </p>
      )}
      {fields.archived && <p className={styles.meta}>Archived</p>}
      <div className={styles.move}>
        <select
          value={fields.stage}
          onChange={(event) => onMove(job.id, event.target.value as JobStage)}
          aria-label={`Move ${fields.title} at ${fields.company} to`}
        >
          {JOB_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage === fields.stage
                ? JOB_STAGE_LABELS[stage]
                : `Move to ${JOB_STAGE_LABELS[stage]}`}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
});
