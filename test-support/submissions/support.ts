// Shared by the lib/submissions tests: temporary folders, child processes, a fake upstream.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ROOT = join(__dirname, '..', '..');
export const OWNER_SCRIPT = require.resolve('./owner-process');
export const CLI_SCRIPT = join(PROJECT_ROOT, 'scripts', 'submissions.ts');

export function makeTempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, intervalMs = 20, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Runs a TypeScript file the way the CLI runs: `node -r esbuild-register <file>`. */
export function spawnTs(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): ChildProcess {
  return spawn(process.execPath, ['-r', 'esbuild-register', script, ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOSPITAL_API_URL: '',
      SUBMISSIONS_DATA_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function finished(child: ChildProcess): Promise<Finished> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

export function runCli(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  return finished(spawnTs(CLI_SCRIPT, args, env));
}

export interface OwnerProcess {
  pid: number;
  references: string[];
  /** SIGTERM, and the exit. */
  stop(): Promise<Finished>;
  /** SIGKILL: no clean-up at all, as in a crash. */
  kill(): Promise<Finished>;
}

/** A separate process that owns `dataDir` like the site does, seeded with rows. */
export async function startOwnerProcess(dataDir: string, seedFile?: string): Promise<OwnerProcess> {
  const child = spawnTs(OWNER_SCRIPT, seedFile ? [dataDir, seedFile] : [dataDir]);
  const done = finished(child);
  const ready = await new Promise<{ pid: number; references: string[] }>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (.+)\n/.exec(output);
      if (match?.[1]) resolve(JSON.parse(match[1]) as { pid: number; references: string[] });
    });
    void done.then((result) =>
      reject(new Error(`owner process exited (${result.code ?? result.signal}): ${result.stderr}`)),
    );
  });
  return {
    ...ready,
    stop: () => {
      child.kill('SIGTERM');
      return done;
    },
    kill: () => {
      child.kill('SIGKILL');
      return done;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  delayMs?: number;
}

/** An HTTP server standing in for the hospital API: records every request, answers as told. */
export class FakeUpstream {
  readonly requests: ReceivedRequest[] = [];
  answer: (request: ReceivedRequest, index: number) => FakeAnswer = () => ({
    status: 200,
    body: { success: true },
  });
  private server: Server | undefined;
  port = 0;

  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async start(port = 0): Promise<this> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received: ReceivedRequest = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        };
        const index = this.requests.push(received) - 1;
        const { status, body, delayMs = 0 } = this.answer(received, index);
        const timer = setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(body === undefined ? '' : JSON.stringify(body));
        }, delayMs);
        response.on('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
    return this;
  }

  requestsWithKey(key: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.headers['idempotency-key'] === key);
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function jsonBody(request: ReceivedRequest): unknown {
  return JSON.parse(request.body.toString('utf8')) as unknown;
}

/** Parses a multipart body the way a server would (undici's FormData parser). */
export async function multipartBody(request: ReceivedRequest): Promise<FormData> {
  const contentType = String(request.headers['content-type'] ?? '');
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': contentType },
  }).formData();
}
