/**
 * A `mailto:` URL for a prefilled draft. Each part is percent-encoded with encodeURIComponent
 * (RFC 6068): URLSearchParams would turn spaces into "+", which mail clients show literally.
 */
export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

export function buildMailDraftUrl({ to, subject, body }: MailDraft): string {
  // Line breaks in a mailto body must be CRLF.
  const normalisedBody = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(normalisedBody)}`;
}
