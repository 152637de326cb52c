/**
 * The contact form's mail draft (product.md#contact): to the general contact address, subject
 * "Contact Form: {subject}", and a body listing name, e-mail, phone (or "Not provided"),
 * subject and message.
 */
import { buildMailDraftUrl } from './build-mail-draft-url.ts';
import { CONTACT_EMAIL } from '../copy/contact-addresses.ts';

/** The contact form draft of product.md#entities. */
export interface ContactFormDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export function buildContactMailDraft(draft: ContactFormDraft): string {
  const phone = draft.phone?.trim() ? draft.phone.trim() : 'Not provided';
  const body = [
    `Name: ${draft.firstName.trim()} ${draft.lastName.trim()}`,
    `Email: ${draft.email.trim()}`,
    `Phone: ${phone}`,
    `Subject: ${draft.subject}`,
    '',
    'Message:',
    draft.message.trim(),
  ].join('\n');
  return buildMailDraftUrl({
    to: CONTACT_EMAIL,
    subject: `Contact Form: ${draft.subject}`,
    body,
  });
}
