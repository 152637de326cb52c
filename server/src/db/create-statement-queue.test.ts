import { describe, expect, it } from 'vitest';
import { createStatementQueue } from './create-statement-queue.ts';

describe('createStatementQueue', () => {
  it('expects a newcomer to wait the queue length times its recent pace', () => {
    let clock = 0;
    const queue = createStatementQueue(() => clock);
    const ids = Array.from({ length: 100 }, () => queue.enter());
    // Statements leave every 20 ms: after 30 of them the pace is learnt.
    for (const id of ids.slice(0, 30)) {
      clock += 20;
      queue.leave(id);
    }
    expect(queue.size()).toBe(70);
    // 70 waiting at 20 ms each (the running mean is still settling towards 20).
    expect(queue.expectedWaitMs()).toBeGreaterThan(70 * 20 * 0.9);
    expect(queue.expectedWaitMs()).toBeLessThan(70 * 20 * 1.1);
    // The oldest wait alone (600 ms) would not yet call this queue too long.
    expect(queue.oldestWaitMs()).toBe(600);
  });

  it('does not count an idle gap as service time, and expects no wait when empty', () => {
    let clock = 0;
    const queue = createStatementQueue(() => clock);
    const first = queue.enter();
    clock += 5;
    queue.leave(first);
    clock += 60_000;
    const ids = [queue.enter(), queue.enter(), queue.enter()];
    clock += 5;
    queue.leave(ids[0]!);
    expect(queue.expectedWaitMs()).toBeLessThan(100);
    queue.leave(ids[1]!);
    queue.leave(ids[2]!);
    queue.leave(ids[2]!);
    expect(queue.size()).toBe(0);
    expect(queue.expectedWaitMs()).toBe(0);
  });
});
