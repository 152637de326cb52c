/**
 * The contact form (product.md#contact, #flows, #validation). Native `required` checks only; on submit it opens the
 * visitor's mail client in a new window with a draft to the contact address (no call to our
 * server), shows "Sending..." with the button disabled, then resets. If the browser blocks the
 * new window, nothing typed is lost: the form keeps its values and offers the draft as a link.
 * On the prerendered page, where React does not run, islands/wire-contact-form.ts does the same to
 * this markup (its `data-contact-*` hooks).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/src/components/ui/button.tsx';
import { buildContactMailDraft } from '../logic/build-contact-mail-draft.ts';
import { CONTACT_EMAIL } from '../copy/contact-addresses.ts';
import { SENDING_FEEDBACK_MS } from '../logic/contact-form-timing.ts';
import { readContactFormDraft } from '../logic/read-contact-form-draft.ts';
import styles from './contact-form.module.css';

const SUBJECTS = [
  'General Inquiry',
  'Partnership Opportunity',
  'Technical Support',
  'Media & Press',
  'Feedback',
  'Other',
] as const;

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'blocked'; draftUrl: string };

export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const draftUrl = buildContactMailDraft(readContactFormDraft(form));
    setStatus({ kind: 'sending' });
    // Opened inside the submit handler (a user gesture) so pop-up blockers allow it.
    const mailWindow = window.open(draftUrl, '_blank');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!mailWindow) {
        setStatus({ kind: 'blocked', draftUrl });
        return;
      }
      form.reset();
      setStatus({ kind: 'sent' });
    }, SENDING_FEEDBACK_MS);
  };

  const sending = status.kind === 'sending';

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-contact-form=""
    >
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-first-name">
            First Name <span aria-hidden="true">*</span>
          </label>
          <input
            className={styles.control}
            id="contact-first-name"
            name="firstName"
            autoComplete="given-name"
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-last-name">
            Last Name <span aria-hidden="true">*</span>
          </label>
          <input
            className={styles.control}
            id="contact-last-name"
            name="lastName"
            autoComplete="family-name"
            required
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="contact-email">
            Email <span aria-hidden="true">*</span>
          </label>
          <input
            className={styles.control}
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">
            Phone <span className={styles.optional}>(optional)</span>
          </label>
          <input
            className={styles.control}
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-subject">
          Subject <span aria-hidden="true">*</span>
        </label>
        <select
          className={styles.control}
          id="contact-subject"
          name="subject"
          required
          defaultValue=""
        >
          <option value="" disabled>
            Choose a subject
          </option>
          {SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          className={styles.multiline}
          id="contact-message"
          name="message"
          rows={6}
          required
        />
      </div>
      <div className={styles.footer}>
        <Button type="submit" size="large" disabled={sending} data-sending-label="Sending...">
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <p className={styles.note}>
          Opens a draft in your e-mail app, addressed to {CONTACT_EMAIL}.
        </p>
      </div>
      {/* The messages are in the markup, hidden until they apply, so the prerendered page's
          script (islands/wire-contact-form.ts) only shows them and sets the draft link. */}
      <div role="status" className={styles.status}>
        <p className={styles.success} hidden={status.kind !== 'sent'} data-contact-sent="">
          Thanks! Your e-mail app should now show your message. Send it from there and we will reply
          within 24 hours.
        </p>
      </div>
      <p
        role="alert"
        className={styles.error}
        hidden={status.kind !== 'blocked'}
        data-contact-blocked=""
      >
        Your browser blocked the e-mail window, so your message is still here.{' '}
        <a
          href={status.kind === 'blocked' ? status.draftUrl : undefined}
          data-contact-draft-link=""
        >
          Open the e-mail draft
        </a>{' '}
        or write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </form>
  );
}
