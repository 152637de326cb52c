/**
 * What the first-run screen learns from the list of résumé files waiting on this device (the sync
 * engine's `waitingFiles`, live) about the one it follows. A file is taken as uploaded only once
 * it was seen in the list and then left it: a list read before the file was queued does not
 * have it yet, and must not count as "uploaded". With none followed (the screen just opened,
 * e.g. after a reload), a file still waiting is picked up, so a reload never loses it or invites
 * a second upload; one the server refused is never picked up. With none waiting, one refused
 * while the learner was elsewhere (they went on to the dashboard and the file was refused in the
 * background, which sends them back here) is told of, with the server's reason.
 */

export interface FollowedUpload {
  id: string;
  name: string;
  /** The waiting list has shown this file at least once. */
  seen: boolean;
}

export interface WaitingResumeFile {
  id: string;
  name: string;
  /** The server's reason when it refused the file; null while it waits to be sent. */
  error: string | null;
}

export type QueuedUploadNews =
  | { kind: 'nothing' }
  | { kind: 'adopt'; upload: FollowedUpload }
  | { kind: 'seen' }
  | { kind: 'refused'; message: string }
  | { kind: 'refused-earlier'; id: string; message: string }
  | { kind: 'uploaded' };

export function trackQueuedUpload(
  followed: FollowedUpload | null,
  waiting: readonly WaitingResumeFile[] | undefined,
): QueuedUploadNews {
  if (!waiting) return { kind: 'nothing' };
  if (!followed) {
    const kept = waiting.find((file) => file.error === null);
    if (kept) return { kind: 'adopt', upload: { id: kept.id, name: kept.name, seen: true } };
    const refused = waiting.find((file) => file.error !== null);
    return refused?.error
      ? { kind: 'refused-earlier', id: refused.id, message: refused.error }
      : { kind: 'nothing' };
  }
  const listed = waiting.find((file) => file.id === followed.id);
  if (!listed) return followed.seen ? { kind: 'uploaded' } : { kind: 'nothing' };
  if (listed.error !== null) return { kind: 'refused', message: listed.error };
  return followed.seen ? { kind: 'nothing' } : { kind: 'seen' };
}
