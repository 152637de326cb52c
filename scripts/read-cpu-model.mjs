/** The CPU model as /proc/cpuinfo names it (os.cpus() may shorten it), and the core count. */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export function readCpuModel() {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux: keep os.cpus()'s name
  }
  return `${model} × ${cpus().length}`;
}
