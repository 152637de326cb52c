/** The CPU model (read-cpu-model-name.mjs) and the core count, as the text benches print them. */
import { cpus } from 'node:os';
import { readCpuModelName } from './read-cpu-model-name.mjs';

export function readCpuModel() {
  return `${readCpuModelName()} × ${cpus().length}`;
}
