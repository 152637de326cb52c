/**
 * Every application as CSV (RFC 4180: comma-separated, CRLF rows, fields quoted when they hold a
 * comma, quote or line break, quotes doubled), one row per job, for a spreadsheet.
 */
import {
  JOB_STAGE_LABELS,
  readJobEntries,
  type JobReminder,
  type JobRow,
} from '@/common/jobs/job-document-schema.ts';

export const JOBS_CSV_COLUMNS = [
  'Company',
  'Job title',
  'Stage',
  'Location',
  'Salary',
  'Link',
  'Added',
  'Archived',
  'Next reminder',
  'Notes',
] as const;

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function jobsToCsv(jobs: readonly JobRow[]): string {
  const rows = jobs.map(({ fields }) => {
    const next = readJobEntries<JobReminder>(fields, 'reminder')
      .filter(({ value }) => !value.done)
      .map(({ value }) => value)
      .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))[0];
    return [
      fields.company,
      fields.title,
      JOB_STAGE_LABELS[fields.stage],
      fields.location,
      fields.salary,
      fields.link,
      fields.createdAt.slice(0, 10),
      fields.archived ? 'yes' : 'no',
      next ? `${next.dueAt} ${next.text}` : '',
      fields.notes,
    ];
  });
  return (
    [[...JOBS_CSV_COLUMNS], ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
  );
}
