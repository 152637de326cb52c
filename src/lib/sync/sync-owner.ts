import type { Session } from '../../../common/session/session-schema.ts';

/** Whose rows these are on this device: the signed-in e-mail, lower-cased. */
export function syncOwner(session: Pick<Session, 'email'>): string {
  return session.email.trim().toLowerCase();
}
