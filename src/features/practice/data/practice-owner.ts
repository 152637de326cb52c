import type { Session } from '../../../../common/session/session-schema.ts';

/** Whose drafts and attempts these are: the signed-in e-mail, lower-cased. */
export function practiceOwner(session: Pick<Session, 'email'>): string {
  return session.email.trim().toLowerCase();
}
