/** The CPU model as /proc/cpuinfo names it (os.cpus() may shorten it elsewhere), without the core count. */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export function readCpuModelName() {
  const fallback = cpus()[0]?.model ?? 'unknown CPU';
  try {
    return /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? fallback;
  } catch {
    return fallback; // not Linux: keep os.cpus()'s name
  }
}
