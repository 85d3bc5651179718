import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGLITE_FOLDER } from '../../lib/submissions/config';
import { seedEmptyStore } from '../../test-support/submissions/store-template';

// A production server (`next start`) that a spec starts, stops or kills itself, for tests that
// need settings of their own or need to see what the server logs.

const root = join(__dirname, '..', '..');

/** Settings of a test site that relays to a stub upstream: forms taken at robot speed, retries in milliseconds. */
export const QUICK_RELAY_ENV = {
  HOSPITAL_API_TIMEOUT_MS: '2000',
  FORM_MIN_FILL_MS: '0',
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
  RELAY_INTERVAL_MS: '300',
  RELAY_BASE_DELAY_MS: '100',
  RELAY_MAX_DELAY_MS: '500',
} as const;

export interface SiteOptions {
  port: number;
  /** The build to serve (NEXT_DIST_DIR). */
  distDir: string;
  env: Record<string, string>;
}

export interface SiteProcess {
  origin: string;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  /** Starts it (again, after stop or kill), and waits until it answers. */
  start(): Promise<void>;
  /** SIGTERM, and the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no goodbye, as in a crash. */
  kill(): Promise<void>;
}

export function siteProcess({ port, distDir, env }: SiteOptions): SiteProcess {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function end(signal: NodeJS.Signals) {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  return {
    origin,
    logs: () => output,
    async start() {
      if (child) return;
      // A new PGlite store is made in seconds of WASM initdb; one made once per run is copied in.
      // The servers of playwright.config.ts still open theirs from an empty folder.
      const dataDir = env.SUBMISSIONS_DATA_DIR;
      if (dataDir && !env.DATABASE_URL && !existsSync(join(dataDir, PGLITE_FOLDER)))
        await seedEmptyStore(dataDir);
      child = spawn(
        process.execPath,
        // As in playwright.config.ts: loopback, named so that the proxy's rewrites stay internal.
        [
          '--dns-result-order=ipv4first',
          'node_modules/next/dist/bin/next',
          'start',
          '-p',
          String(port),
          '-H',
          'localhost',
        ],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
        },
      );
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 60_000;
      for (;;) {
        const status = await fetch(`${origin}/favicon.svg`)
          .then((response) => response.status)
          .catch(() => 0);
        if (status === 200) return;
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`the site on ${origin} did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
