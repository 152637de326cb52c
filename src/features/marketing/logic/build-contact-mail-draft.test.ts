import { describe, expect, it } from 'vitest';
import { buildContactMailDraft } from './build-contact-mail-draft.ts';

function decode(url: string) {
  const query = new URL(url).search.slice(1);
  const params = Object.fromEntries(
    query.split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
  return { to: new URL(url).pathname, subject: params.subject, body: params.body };
}

const DRAFT = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Technical Support',
  message: 'The playground\ntimes out.',
};

describe('buildContactMailDraft (product.md#contact)', () => {
  it('addresses the contact mailbox with subject "Contact Form: {subject}"', () => {
    const draft = decode(buildContactMailDraft(DRAFT));
    expect(draft.to).toBe('hello@nyra.app');
    expect(draft.subject).toBe('Contact Form: Technical Support');
  });

  it('lists name, e-mail, phone ("Not provided" when empty), subject and message', () => {
    const body = decode(buildContactMailDraft({ ...DRAFT, phone: '  ' })).body;
    expect(body).toBe(
      [
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'Phone: Not provided',
        'Subject: Technical Support',
        '',
        'Message:',
        'The playground',
        'times out.',
      ].join('\r\n'),
    );
  });

  it('includes the phone number when given', () => {
    const body = decode(buildContactMailDraft({ ...DRAFT, phone: '+1 415 555 0100' })).body;
    expect(body).toContain('Phone: +1 415 555 0100');
  });
});
