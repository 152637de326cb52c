/**
 * The line the text benches print first: the CPU and the load averages (1, 5, 15 min). The machine
 * is shared, so the load tells how much the figures below it are inflated.
 */
import { loadavg } from 'node:os';
import { readCpuModel } from './read-cpu-model.mjs';

export function describeMachine() {
  return `CPU: ${readCpuModel()}; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`;
}
