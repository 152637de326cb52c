import ICAL from 'ical.js';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { JobFields, JobRow } from '@/common/jobs/job-document-schema.ts';
import { jobsToCsv, JOBS_CSV_COLUMNS } from './jobs-to-csv.ts';
import { readDueReminders } from './read-due-reminders.ts';
import { remindersToIcs } from './reminders-to-ics.ts';

function job(id: string, fields: Partial<JobFields> & Record<string, unknown>): JobRow {
  return {
    id,
    owner: 'ada@nyra.test',
    updatedAt: 0,
    fields: {
      company: 'Acme',
      title: 'Data Engineer',
      link: '',
      location: '',
      salary: '',
      description: '',
      notes: '',
      stage: 'saved',
      archived: false,
      resumeId: '',
      coverLetter: '',
      createdAt: '2026-11-20T09:00:00.000Z',
      ...fields,
    } as JobFields,
  };
}

const tricky = job('00000000-0000-4000-8000-000000000001', {
  company: 'Smith, Jones & "Partners"',
  title: 'Analytics Engineer; dbt',
  notes: 'Line one\nLine two, with a comma',
  stage: 'applied',
  link: 'https://example.com/jobs/1?a=1,b=2',
  'reminder.r1': {
    dueAt: '2026-11-25T09:30:00.000Z',
    text: 'Follow up with Zoë, the recruiter; ask about “next steps”, salary \\ bands',
    email: true,
    done: false,
  },
  'reminder.r2': { dueAt: '2026-11-30T09:00:00.000Z', text: 'Done one', email: false, done: true },
  'reminder.r3': null,
});

describe('job exports', () => {
  it('CSV parses back, with commas, quotes and line breaks intact', () => {
    const csv = jobsToCsv([tricky, job('00000000-0000-4000-8000-000000000002', {})]);
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...JOBS_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Company: 'Smith, Jones & "Partners"',
      'Job title': 'Analytics Engineer; dbt',
      Stage: 'Applied',
      Notes: 'Line one\nLine two, with a comma',
      Link: 'https://example.com/jobs/1?a=1,b=2',
      'Next reminder': `2026-11-25T09:30:00.000Z ${(tricky.fields['reminder.r1'] as { text: string }).text}`,
    });
    expect(rows[1]).toMatchObject({ Company: 'Acme', Stage: 'Saved', 'Next reminder': '' });
  });

  it('iCalendar parses back: one event per reminder not done, at its time, text intact', () => {
    const ics = remindersToIcs([tricky], new Date('2026-11-27T10:00:00.000Z'));
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe('00000000-0000-4000-8000-000000000001-r1@nyra');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(event!.summary).toBe(
      'Follow up with Zoë, the recruiter; ask about “next steps”, salary \\ bands (Analytics Engineer; dbt at Smith, Jones & "Partners")',
    );
    expect(event!.description).toBe(
      'Analytics Engineer; dbt at Smith, Jones & "Partners"\nhttps://example.com/jobs/1?a=1,b=2',
    );
  });

  it('due reminders: not done, due by now, archived jobs left out, oldest first', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    const later = job('00000000-0000-4000-8000-000000000003', {
      'reminder.a': {
        dueAt: '2026-11-27T11:00:00+01:00',
        text: 'same instant',
        email: false,
        done: false,
      },
      'reminder.b': {
        dueAt: '2026-11-28T09:00:00.000Z',
        text: 'tomorrow',
        email: false,
        done: false,
      },
    });
    const archived = job('00000000-0000-4000-8000-000000000004', {
      archived: true,
      'reminder.c': { dueAt: '2026-11-01T09:00:00.000Z', text: 'old', email: false, done: false },
    });
    expect(readDueReminders([later, tricky, archived], now).map((d) => d.reminderId)).toEqual([
      'r1',
      'a',
    ]);
  });
});
