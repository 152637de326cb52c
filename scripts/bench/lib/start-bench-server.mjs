/**
 * Starts the production server (server/dist/start.mjs; from source with tsx when it is not built)
 * for a benchmark: a free port on 127.0.0.1, a throwaway DATA_DIR, no SMTP (codes go to the log,
 * which `output()` returns), and waits until /api/health answers. `stop()` shuts it down and
 * removes the data; `kill()` ends it with SIGKILL (crash tests). A given `dataDir` is reused and
 * kept (a restart after a crash), and a given `port` is used instead of a free one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The first start may be slow on a busy machine. */
const HEALTH_TIMEOUT_MS = 180_000;
const HEALTH_POLL_MS = 50;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ name: string, env?: Record<string, string>, root?: string, dataDir?: string,
 *   port?: number }} options
 */
export async function startBenchServer({ name, env = {}, root = process.cwd(), ...given }) {
  const port = given.port ?? (await freePort());
  const dataDir = given.dataDir ?? mkdtempSync(path.join(tmpdir(), `nyra-bench-${name}-`));
  const builtServer = path.join(root, 'server/dist/start.mjs');
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server only, e.g. "--cpu-prof
  // --cpu-prof-dir=/tmp/prof" to profile it under a bench (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = existsSync(builtServer)
    ? [...nodeArgs, builtServer]
    : [...nodeArgs, '--import', 'tsx', path.join(root, 'server/src/start.ts')];
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_SCALE: '1000',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!given.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + HEALTH_TIMEOUT_MS; ;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  return { url, port, dataDir, pid: child.pid, output: () => output, stop, kill };
}
