/**
 * Waits, blocking this thread, for the database worker's answer to one statement inside a
 * transaction (open-pglite-worker.ts). The worker posts the answer on `port`, stores 1 in `flag`,
 * then notifies. A wake-up is not an answer: the notify of the previous answer can land in this
 * wait (when that answer was read after the store but before its notify ran), and a flag left at
 * 1 says nothing about this request. Only a message with this request's id ends the wait; an
 * answer to a statement whose wait gave up is dropped, so answers never shift onto later
 * statements.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

export interface SyncAnswer {
  id: number;
}

export function receiveSyncAnswer<A extends SyncAnswer>(
  port: MessagePort,
  flag: Int32Array,
  id: number,
  timeoutMs: number,
): A {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = receiveMessageOnPort(port)?.message as A | undefined;
    if (message?.id === id) return message;
    if (message) continue;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('the database worker did not answer in time');
    Atomics.wait(flag, 0, 0, left);
    // Cleared before the port is read again: a store of 1 after this is a new answer.
    Atomics.store(flag, 0, 0);
  }
}
