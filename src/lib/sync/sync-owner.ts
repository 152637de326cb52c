import type { Session } from '@/common/session/session-schema.ts';

/**
 * Whose rows these are on this device (IndexedDB rows and the outbox): the signed-in e-mail,
 * lower-cased, as accounts are matched case-insensitively. The one derivation for every feature.
 */
export function syncOwner(session: Pick<Session, 'email'>): string {
  return session.email.trim().toLowerCase();
}
