/**
 * One job, opened from the board: its stage, fields (saved as typed), the match against the
 * chosen résumé, the cover letter (drawn from the résumé, then editable), the timeline, contacts
 * and reminders, and Archive / Delete. The sync status shows conflicts per field, as in the
 * résumé editor. The stage, the notes and the cover letter have a History of earlier values.
 */
import { useState } from 'react';
import {
  JOB_DOC_TYPE,
  JOB_STAGE_LABELS,
  JOB_STAGES,
  type JobRow,
  type JobStage,
  jobStageSchema,
} from '@/common/jobs/job-document-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { RoleReport } from '@/src/components/ui/role-report.tsx';
import { SyncStatus } from '@/src/components/ui/sync-status.tsx';
import { analyzeJob } from '../logic/analyze-job.ts';
import { jobSyncType } from '../storage/job-sync-type.ts';
import { JobEntries } from './job-entries.tsx';
import { HistoryToggle, JobFieldHistory } from './job-field-history.tsx';
import { JobTextField } from './job-text-field.tsx';
import { TailoredResume } from './tailored-resume.tsx';
import styles from './jobs-page.module.css';

interface JobDetailProps {
  job: JobRow;
  resumes: readonly ResumeDetails[];
  today: string;
  onSave: (patch: Record<string, unknown>, coalesce?: boolean) => void;
  onDelete: () => void;
  onClose: () => void;
}

export function JobDetail({ job, resumes, today, onSave, onDelete, onClose }: JobDetailProps) {
  const { fields } = job;
  const [copied, setCopied] = useState<string | null>(null);
  const [stageHistoryOpen, setStageHistoryOpen] = useState(false);
  const resume = resumes.find((r) => r.resume_id === fields.resumeId) ?? resumes[0] ?? null;
  const analysis = resume ? analyzeJob(resume, fields, today) : null;
  const missing = analysis?.skills.filter((s) => s.importance === 'required' && !s.found) ?? [];

  const generate = () => {
    if (!analysis) return;
    if (
      fields.coverLetter.trim() &&
      !window.confirm('Replace your cover letter with a new one drawn from your résumé?')
    )
      return;
    onSave({ coverLetter: analysis.cover_letter, resumeId: resume?.resume_id ?? '' });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fields.coverLetter);
      setCopied('Cover letter copied.');
    } catch {
      setCopied('Copying is not allowed here: select the text and copy it.');
    }
  };

  return (
    <section aria-labelledby="job-detail-title" className={styles.detail}>
      <div className={styles.detailHead}>
        <h2 id="job-detail-title" className={styles.sectionTitle}>
          {fields.title} at {fields.company}
        </h2>
        <Button type="button" variant="ghost" size="small" onClick={onClose}>
          Close
        </Button>
      </div>
      <SyncStatus docType={JOB_DOC_TYPE} docId={job.id} describe={jobSyncType.describe} />
      <div className={styles.actions}>
        <label className={styles.inlineLabel}>
          Stage{' '}
          <select
            className={styles.control}
            value={fields.stage}
            onChange={(e) => onSave({ stage: e.target.value as JobStage })}
          >
            {JOB_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {JOB_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </label>
        <HistoryToggle
          label="Stage"
          open={stageHistoryOpen}
          onToggle={() => setStageHistoryOpen((open) => !open)}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => onSave({ archived: !fields.archived })}
        >
          {fields.archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button type="button" variant="danger" onClick={onDelete}>
          Delete job
        </Button>
      </div>
      {stageHistoryOpen && (
        <JobFieldHistory
          jobId={job.id}
          field="stage"
          label="Stage"
          format={(value) => {
            const stage = jobStageSchema.safeParse(value);
            return stage.success ? JOB_STAGE_LABELS[stage.data] : '';
          }}
          onRestore={(value) => {
            const stage = jobStageSchema.safeParse(value);
            if (stage.success) onSave({ stage: stage.data });
          }}
        />
      )}

      <div className={styles.formGrid}>
        <JobTextField
          field="company"
          label="Company"
          fields={fields}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="title"
          label="Job title"
          fields={fields}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="link"
          label="Link to the posting"
          fields={fields}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="location"
          label="Location"
          fields={fields}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="salary"
          label="Salary range"
          fields={fields}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="notes"
          label="Notes"
          fields={fields}
          jobId={job.id}
          multiline={3}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
        <JobTextField
          field="description"
          label="Job description"
          fields={fields}
          multiline={6}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
      </div>

      <section aria-labelledby="job-match" className={styles.detailSection}>
        <h3 id="job-match" className={styles.smallTitle}>
          Match
        </h3>
        {resumes.length > 1 && (
          <label className={styles.inlineLabel}>
            Résumé{' '}
            <select
              className={styles.control}
              value={resume?.resume_id ?? ''}
              onChange={(e) => onSave({ resumeId: e.target.value })}
            >
              {resumes.map((r) => (
                <option key={r.resume_id} value={r.resume_id}>
                  {r.resume_name || r.file_name || 'Résumé'}
                </option>
              ))}
            </select>
          </label>
        )}
        {!resume ? (
          <p className={styles.meta}>Add a résumé on the Resumes screen to see how you match.</p>
        ) : !analysis ? (
          <p className={styles.meta}>Paste the job description to see how you match.</p>
        ) : (
          <>
            <p>
              <strong>
                {analysis.match_label} · {analysis.match_score.toFixed(1)}/10
              </strong>
            </p>
            {missing.length > 0 && (
              <p className={styles.meta}>
                Missing required: {missing.map((s) => s.name).join(', ')}
              </p>
            )}
            {/* The same short report as the Resumes screen's role analysis (issue 26). */}
            <details className={styles.reportDisclosure}>
              <summary>Full report</summary>
              <RoleReport analysis={analysis} />
            </details>
          </>
        )}
      </section>

      <section aria-labelledby="job-cover-letter" className={styles.detailSection}>
        <h3 id="job-cover-letter" className={styles.smallTitle}>
          Cover letter
        </h3>
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={generate}
            disabled={!analysis}
          >
            {fields.coverLetter.trim()
              ? 'Draw a new one from my résumé'
              : 'Write a cover letter from my résumé'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="small"
            onClick={() => void copy()}
            disabled={!fields.coverLetter.trim()}
          >
            Copy
          </Button>
        </div>
        {copied && (
          <p role="status" className={styles.meta}>
            {copied}
          </p>
        )}
        <JobTextField
          field="coverLetter"
          label="Cover letter text"
          fields={fields}
          jobId={job.id}
          multiline={10}
          onSave={(f, v) => onSave({ [f]: v }, true)}
        />
      </section>

      <section aria-labelledby="job-tailor" className={styles.detailSection}>
        <h3 id="job-tailor" className={styles.smallTitle}>
          Tailored résumé
        </h3>
        {resume ? (
          <TailoredResume fields={fields} resume={resume} analysis={analysis} onSave={onSave} />
        ) : (
          <p className={styles.meta}>
            Add a résumé on the Resumes screen to tailor it for this job.
          </p>
        )}
      </section>

      <JobEntries fields={fields} today={today} onSave={(patch) => onSave(patch)} />
    </section>
  );
}
