/**
 * The embedded database's queue of statements, as the overload shedding sees it
 * (http/shed-when-busy.ts): who waits, for how long, and how long a newcomer can expect to wait.
 */

/**
 * Statements waiting or running in the embedded database, by start time (milliseconds of
 * `performance.now()`), in the order they were issued: the first entry is the oldest.
 */
export interface StatementQueue {
  /** How long the oldest statement still waiting or running has been in the queue (ms); 0 when idle. */
  oldestWaitMs(): number;
  /**
   * How long a statement entering now can expect to wait (ms): the queue's length times the
   * recent time between two statements leaving it (Little's law), or the oldest wait if longer.
   * The oldest wait alone only grows once the queue is already too long: with 200 requests
   * admitted in the second before it crossed a limit, the last of them waited seconds.
   */
  expectedWaitMs(): number;
  size(): number;
}

/** Weight of the newest interval in the running mean of intervals between leaves. */
const LEAVE_INTERVAL_WEIGHT = 0.1;

export function createStatementQueue(
  now: () => number = () => performance.now(),
): StatementQueue & { enter(): number; leave(id: number): void } {
  const started = new Map<number, number>();
  let nextId = 0;
  /** When a statement last left a queue that has not been empty since (ms), if it has not. */
  let lastLeaveAt: number | undefined;
  /** Running mean of the time between two statements leaving a busy queue (ms). */
  let leaveIntervalMs = 0;
  const oldestWaitMs = (): number => {
    for (const at of started.values()) return now() - at;
    return 0;
  };
  return {
    enter(): number {
      nextId += 1;
      started.set(nextId, now());
      return nextId;
    },
    leave(id: number): void {
      if (!started.delete(id)) return;
      const at = now();
      if (lastLeaveAt !== undefined) {
        leaveIntervalMs += LEAVE_INTERVAL_WEIGHT * (at - lastLeaveAt - leaveIntervalMs);
      }
      // An idle gap is not service time: the next interval starts from a busy queue only.
      lastLeaveAt = started.size > 0 ? at : undefined;
    },
    oldestWaitMs,
    expectedWaitMs: (): number => Math.max(oldestWaitMs(), started.size * leaveIntervalMs),
    size: () => started.size,
  };
}
