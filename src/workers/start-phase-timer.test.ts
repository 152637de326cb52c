import { describe, expect, it } from 'vitest';
import { startPhaseTimer } from './start-phase-timer.ts';

describe('startPhaseTimer', () => {
  it('records each phase as the time since the previous mark, rounded', () => {
    const times = [100, 350.4, 351, 1000.6, 1200];
    const timer = startPhaseTimer(() => times.shift() ?? 0);

    timer.mark('download');
    timer.mark('compile');
    timer.mark('start');

    expect(timer.phasesMs).toEqual({ download: 250, compile: 1, start: 650 });
    expect(timer.elapsed()).toBe(1100);
  });
});
