/**
 * Starts the production server the way `npm start` does (same entry, built dist/), on a free
 * port with a temporary DATA_DIR, and resolves once /api/health answers. Specs that need their
 * own server (e.g. a modified web root for the update prompt) call it directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

const HEALTH_TIMEOUT_MS = 60_000;
/** Where each test server's output is written, one file per port. */
const SERVER_LOG_DIR = path.resolve('.tmp/e2e-server-logs');

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestServer(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const port = options.port ?? (await findFreePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nyra-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['server/dist/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Also kept in a file: when a run fails, the server's own account of it is there to read.
  await mkdir(SERVER_LOG_DIR, { recursive: true });
  const log = createWriteStream(path.join(SERVER_LOG_DIR, `server-${port}.log`));
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => log.end());

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
