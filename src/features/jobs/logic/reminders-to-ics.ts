/**
 * The reminders not done yet as an iCalendar file (RFC 5545), one VEVENT each at its due time,
 * so they land in the learner's calendar. Text is escaped (backslash, semicolon, comma, line
 * breaks) and lines are folded at 75 octets; `now` stamps the file (pure: the caller's clock).
 */
import {
  readJobEntries,
  type JobReminder,
  type JobRow,
} from '@/common/jobs/job-document-schema.ts';

/** A reminder is a short appointment in the calendar. */
const EVENT_MINUTES = 15;
const MAX_LINE_OCTETS = 75;

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line so no line exceeds 75 octets (UTF-8), continuing with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function remindersToIcs(jobs: readonly JobRow[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nyra//Job reminders//EN',
    'CALSCALE:GREGORIAN',
  ];
  for (const job of jobs) {
    for (const { id, value } of readJobEntries<JobReminder>(job.fields, 'reminder')) {
      if (value.done) continue;
      const start = new Date(value.dueAt);
      const end = new Date(start.getTime() + EVENT_MINUTES * 60_000);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${job.id}-${id}@nyra`,
        `DTSTAMP:${utcStamp(now)}`,
        `DTSTART:${utcStamp(start)}`,
        `DTEND:${utcStamp(end)}`,
        `SUMMARY:${escapeText(`${value.text} (${job.fields.title} at ${job.fields.company})`)}`,
        `DESCRIPTION:${escapeText(`${job.fields.title} at ${job.fields.company}${job.fields.link ? `\n${job.fields.link}` : ''}`)}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
