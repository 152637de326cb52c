/** The contact form's fields as a draft, read from the form itself (its inputs are uncontrolled). */
import type { ContactFormDraft } from './build-contact-mail-draft.ts';

export function readContactFormDraft(form: HTMLFormElement): ContactFormDraft {
  const data = new FormData(form);
  const text = (name: keyof ContactFormDraft) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
  };
}
