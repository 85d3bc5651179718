import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface StubProcess {
  /** The stub's origin, e.g. http://127.0.0.1:40123 */
  origin: string;
  /** Base address of its API, e.g. http://127.0.0.1:40123/api */
  apiUrl: string;
  configure(config: { reading?: 'a' | 'b'; fault?: Record<string, unknown> | null }): Promise<void>;
  reset(): Promise<void>;
  /** How many requests it has had since it started or was reset. */
  requestCount(): Promise<number>;
  close(): Promise<void>;
}

const ROOT = join(__dirname, '..');

/**
 * Starts the stub upstream (e2e/support/stub-upstream) as a child process on a free loopback
 * port, apart from the code under test as a real upstream is, and steers it over HTTP.
 */
export async function startStubProcess(): Promise<StubProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', 'esbuild-register', 'e2e/support/stub-upstream/cli.ts', '--port', '0'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const apiUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`stub upstream did not start: ${output}`)),
      15_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`stub upstream exited with ${code}: ${output}`)));
  });
  const origin = new URL(apiUrl).origin;

  async function control(path: string, body?: unknown) {
    const response = await fetch(`${origin}/__control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok)
      throw new Error(`stub control ${path} answered ${response.status}: ${await response.text()}`);
  }

  return {
    origin,
    apiUrl,
    configure: (config) => control('/config', config),
    reset: () => control('/reset'),
    requestCount: async () => {
      const response = await fetch(`${origin}/__control/requests`);
      return ((await response.json()) as { requests: unknown[] }).requests.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
