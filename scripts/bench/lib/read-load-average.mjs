/**
 * The 1-minute load average to two places, recorded in the benches' JSON beside the figures: the
 * machine is shared, and the load tells how much they are inflated.
 */
import { loadavg } from 'node:os';

export function readLoadAverage() {
  return Number(loadavg()[0].toFixed(2));
}
