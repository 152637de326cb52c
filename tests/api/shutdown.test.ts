/**
 * The production entry point shuts down cleanly: on SIGTERM an in-flight request still gets its
 * answer, new connections are refused, the database is closed and the exit code is 0.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findFreePort } from '../e2e/support/start-test-server.ts';

it(
  'finishes in-flight requests on SIGTERM, then closes and exits 0',
  { timeout: 240_000 },
  async () => {
    const port = await findFreePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nyra-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/start.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: '.tmp/no-web-root' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    try {
      await expect.poll(() => output, { timeout: 180_000 }).toContain(`http://127.0.0.1:${port}`);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`, { cause: error });
    }

    // Start a request whose handler reads the body, and leave the body half-sent: the request is
    // in flight when the signal arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const body = '{"email":"slow.sender@example.com"}';
    socket.write(
      `POST /api/registry/sign-in/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 4)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    child.kill('SIGTERM');
    await expect.poll(() => output).toContain('SIGTERM received');

    // New connections are refused once the server stopped listening.
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    socket.write(body.slice(4));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('slow.sender@example.com');

    expect(await exited).toBe(0);
    expect(output).toContain('Shut down cleanly.');
    await rm(dataDir, { recursive: true, force: true });
  },
);
