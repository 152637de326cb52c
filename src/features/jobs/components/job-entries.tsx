/**
 * A job's timeline, contacts and reminders: each entry its own field of the job document, added
 * and removed one at a time (so two devices adding entries never conflict).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  JOB_EVENT_KINDS,
  jobContactSchema,
  jobEventSchema,
  jobReminderSchema,
  readJobEntries,
  type JobContact,
  type JobEvent,
  type JobFields,
  type JobReminder,
} from '@/common/jobs/job-document-schema.ts';
import { Button } from '@/src/components/ui/button.tsx';
import styles from './jobs-page.module.css';

const EVENT_LABELS: Record<JobEvent['kind'], string> = {
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  note: 'Note',
};

interface JobEntriesProps {
  fields: JobFields;
  today: string;
  onSave: (patch: Record<string, unknown>) => void;
}

function formatDue(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

interface EntrySectionProps {
  title: string;
  /** Names the list ("Timeline", "Contacts", "Reminders"). */
  listLabel: string;
  empty: string;
  entries: Array<{ id: string; done?: boolean; body: ReactNode; onRemove: () => void }>;
  form: ReactNode;
  error: ReactNode;
}

/** One kind of entry: its list (each with Remove), the form that adds one, and its error. */
function EntrySection({ title, listLabel, empty, entries, form, error }: EntrySectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.detailSection}>
      <h3 id={id} className={styles.smallTitle}>
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className={styles.meta}>{empty}</p>
      ) : (
        <ul className={styles.entries} aria-label={listLabel}>
          {entries.map((entry) => (
            <li key={entry.id} data-done={entry.done || undefined}>
              {entry.body}
              <Button type="button" variant="ghost" size="small" onClick={entry.onRemove}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {form}
      {error}
    </section>
  );
}

export function JobEntries({ fields, today, onSave }: JobEntriesProps) {
  const [event, setEvent] = useState({
    kind: 'applied' as JobEvent['kind'],
    date: today,
    text: '',
  });
  const [contact, setContact] = useState({ name: '', role: '', email: '' });
  const [reminder, setReminder] = useState({ due: `${today}T09:00`, text: '', email: false });
  const [error, setError] = useState<{ part: string; message: string } | null>(null);

  const add = (
    part: string,
    key: string,
    parsed: { success: boolean; error?: { issues: { message: string }[] }; data?: unknown },
    reset: () => void,
  ) => {
    if (!parsed.success) {
      setError({ part, message: parsed.error?.issues[0]?.message ?? 'Check this entry' });
      return;
    }
    setError(null);
    onSave({ [`${key}.${crypto.randomUUID()}`]: parsed.data });
    reset();
  };

  const events = readJobEntries<JobEvent>(fields, 'event').sort((a, b) =>
    a.value.date.localeCompare(b.value.date),
  );
  const contacts = readJobEntries<JobContact>(fields, 'contact');
  const reminders = readJobEntries<JobReminder>(fields, 'reminder').sort(
    (a, b) => Date.parse(a.value.dueAt) - Date.parse(b.value.dueAt),
  );
  const errorFor = (part: string) =>
    error?.part === part ? (
      <p role="alert" className={styles.error}>
        {error.message}
      </p>
    ) : null;

  return (
    <>
      <EntrySection
        title="Timeline"
        listLabel="Timeline"
        empty="No events yet."
        entries={events.map(({ id, value }) => ({
          id,
          body: (
            <span>
              <strong>{value.date}</strong> · {EVENT_LABELS[value.kind]}
              {value.text ? ` · ${value.text}` : ''}
            </span>
          ),
          onRemove: () => onSave({ [`event.${id}`]: null }),
        }))}
        form={
          <form
            className={styles.inlineForm}
            aria-label="Add an event"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              add('event', 'event', jobEventSchema.safeParse(event), () =>
                setEvent({ ...event, text: '' }),
              );
            }}
          >
            <select
              aria-label="Event"
              className={styles.control}
              value={event.kind}
              onChange={(e) => setEvent({ ...event, kind: e.target.value as JobEvent['kind'] })}
            >
              {JOB_EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {EVENT_LABELS[kind]}
                </option>
              ))}
            </select>
            <input
              aria-label="Event date"
              className={styles.control}
              type="date"
              value={event.date}
              onChange={(e) => setEvent({ ...event, date: e.target.value })}
            />
            <input
              aria-label="Event details"
              className={styles.control}
              placeholder="Details (optional)"
              value={event.text}
              onChange={(e) => setEvent({ ...event, text: e.target.value })}
            />
            <Button type="submit" variant="secondary" size="small">
              Add event
            </Button>
          </form>
        }
        error={errorFor('event')}
      />
      <EntrySection
        title="Contacts"
        listLabel="Contacts"
        empty="No contacts yet."
        entries={contacts.map(({ id, value }) => ({
          id,
          body: (
            <span>
              <strong>{value.name}</strong>
              {value.role ? ` · ${value.role}` : ''}
              {value.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${value.email}`}>{value.email}</a>
                </>
              ) : null}
            </span>
          ),
          onRemove: () => onSave({ [`contact.${id}`]: null }),
        }))}
        form={
          <form
            className={styles.inlineForm}
            aria-label="Add a contact"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              add(
                'contact',
                'contact',
                jobContactSchema.safeParse({ ...contact, email: contact.email.trim() }),
                () => setContact({ name: '', role: '', email: '' }),
              );
            }}
          >
            <input
              aria-label="Contact name"
              className={styles.control}
              placeholder="Name"
              value={contact.name}
              onChange={(e) => setContact({ ...contact, name: e.target.value })}
            />
            <input
              aria-label="Contact role"
              className={styles.control}
              placeholder="Role (optional)"
              value={contact.role}
              onChange={(e) => setContact({ ...contact, role: e.target.value })}
            />
            <input
              aria-label="Contact e-mail"
              className={styles.control}
              type="email"
              placeholder="E-mail (optional)"
              value={contact.email}
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
            />
            <Button type="submit" variant="secondary" size="small">
              Add contact
            </Button>
          </form>
        }
        error={errorFor('contact')}
      />
      <EntrySection
        title="Reminders"
        listLabel="Reminders"
        empty="No reminders yet."
        entries={reminders.map(({ id, value }) => ({
          id,
          done: value.done,
          body: (
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                checked={value.done}
                onChange={(e) =>
                  onSave({ [`reminder.${id}`]: { ...value, done: e.target.checked } })
                }
              />
              <span>
                <strong>{formatDue(value.dueAt)}</strong> · {value.text}
                {value.email ? ' · e-mail' : ''}
              </span>
            </label>
          ),
          onRemove: () => onSave({ [`reminder.${id}`]: null }),
        }))}
        form={
          <form
            className={styles.inlineForm}
            aria-label="Add a reminder"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              const due = new Date(reminder.due);
              add(
                'reminder',
                'reminder',
                jobReminderSchema.safeParse({
                  dueAt: Number.isNaN(due.getTime()) ? '' : due.toISOString(),
                  text: reminder.text,
                  email: reminder.email,
                  done: false,
                }),
                () => setReminder({ ...reminder, text: '' }),
              );
            }}
          >
            <input
              aria-label="Reminder due"
              className={styles.control}
              type="datetime-local"
              value={reminder.due}
              onChange={(e) => setReminder({ ...reminder, due: e.target.value })}
            />
            <input
              aria-label="Reminder"
              className={styles.control}
              placeholder="What to do, e.g. Follow up with the recruiter"
              value={reminder.text}
              onChange={(e) => setReminder({ ...reminder, text: e.target.value })}
            />
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                checked={reminder.email}
                onChange={(e) => setReminder({ ...reminder, email: e.target.checked })}
              />
              E-mail me when it is due
            </label>
            <Button type="submit" variant="secondary" size="small">
              Add reminder
            </Button>
          </form>
        }
        error={errorFor('reminder')}
      />
    </>
  );
}
