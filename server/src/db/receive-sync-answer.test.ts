import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { receiveSyncAnswer } from './receive-sync-answer.ts';

/**
 * A stand-in for the database worker's answering side, in its own thread: after `delayMs` it
 * posts `{ id, value }` on the port, stores 1 in the flag and notifies, as pglite-worker.ts does.
 */
function answerLater(
  port: MessagePort,
  flag: Int32Array,
  answers: Array<{ id: number; value: string }>,
  delayMs: number,
): Worker {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const { port, flag, answers, delayMs } = workerData;
     setTimeout(() => {
       for (const answer of answers) {
         port.postMessage(answer);
         Atomics.store(flag, 0, 1);
         Atomics.notify(flag, 0);
       }
       port.close();
     }, delayMs);`,
    { eval: true, workerData: { port, flag, answers, delayMs }, transferList: [port] },
  );
  return worker;
}

describe('receiveSyncAnswer', () => {
  it('a wake-up or a flag left from the previous answer is not this answer: it waits for its own', async () => {
    const channel = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    // The previous answer's flag (and its late notify) with no message for this request yet:
    // the wait used to return at once and report "answered nothing", then read this request's
    // answer as the next statement's.
    Atomics.store(flag, 0, 1);
    const worker = answerLater(channel.port2, flag, [{ id: 7, value: 'seven' }], 50);
    expect(receiveSyncAnswer(channel.port1, flag, 7, 5_000)).toEqual({ id: 7, value: 'seven' });
    await worker.terminate();
  });

  it('drops an answer to an earlier statement instead of returning it for this one', async () => {
    const channel = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = answerLater(
      channel.port2,
      flag,
      [
        { id: 3, value: 'late answer to a statement whose wait gave up' },
        { id: 4, value: 'four' },
      ],
      20,
    );
    expect(receiveSyncAnswer(channel.port1, flag, 4, 5_000)).toEqual({ id: 4, value: 'four' });
    await worker.terminate();
  });

  it('gives up after its time with a clear error', () => {
    const channel = new MessageChannel();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    expect(() => receiveSyncAnswer(channel.port1, flag, 1, 50)).toThrow(
      'the database worker did not answer in time',
    );
  });
});
