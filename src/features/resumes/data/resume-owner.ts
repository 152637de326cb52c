import type { Session } from '../../../../common/session/session-schema.ts';

/** Rows in IndexedDB belong to the signed-in e-mail, so two accounts on one device never mix. */
export function resumeOwner(session: Session): string {
  return session.email.toLowerCase();
}
