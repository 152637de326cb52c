/**
 * The machine as the JSON benches record it beside their figures: CPU model, core count and the
 * 1-minute load average (the machine is shared; the load tells how much the figures are inflated).
 */
import { cpus, loadavg } from 'node:os';
import { readCpuModelName } from './read-cpu-model-name.mjs';

export function readMachineFigures() {
  return { cpu: readCpuModelName(), cores: cpus().length, loadAverage1m: loadavg()[0] };
}
