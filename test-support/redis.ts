import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './submissions/support';

/**
 * A throwaway Redis for tests, from Debian's server binary: loopback only, a free port (or the
 * one asked for, to bring a stopped server back at the same address), no persistence, in a
 * temporary folder, stopped by its PID. A missing binary is an error, not a skip.
 */

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

export const REDIS_INSTALL_HINT =
  'redis-server not found. The tests need a real server: ' +
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server';

const START_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 3_000;

function redisServerBin(): string {
  for (const candidate of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(REDIS_INSTALL_HINT);
}

/** Whether a server on the port answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function launch(bin: string, port: number): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'test-redis-'));
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (!hasExited && child.pid !== undefined) {
        const pid = child.pid;
        process.kill(pid, 'SIGTERM');
        const escalation = setTimeout(() => {
          if (!hasExited) process.kill(pid, 'SIGKILL');
        }, STOP_GRACE_MS);
        await exited;
        clearTimeout(escalation);
      }
      rmSync(dir, { recursive: true, force: true });
    })());

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answersPing(port))) {
    if (hasExited || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await delay(25);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

export async function startRedis(options: { port?: number } = {}): Promise<TestRedis> {
  const bin = redisServerBin();
  if (options.port !== undefined) return launch(bin, options.port);
  // Another process may take the free port before the server binds it: try another.
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await launch(bin, await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
