import { spawn } from 'node:child_process';

/**
 * The stub hospital API (e2e/support/stub-upstream) in its own process on 127.0.0.1:`port`;
 * resolves once its control endpoint answers. Used by the test runner, the scale-out test and the
 * bench, each to make or serve a build against it.
 * @param {number} port
 * @param {{ cwd?: string, stdio?: 'ignore' | 'inherit', timeoutMs?: number }} [options]
 */
export async function startStubUpstream(
  port,
  { cwd = process.cwd(), stdio = 'ignore', timeoutMs = 30_000 } = {},
) {
  const child = spawn(
    process.execPath,
    ['-r', 'esbuild-register', 'e2e/support/stub-upstream/cli.ts', '--port', String(port)],
    { cwd, stdio },
  );
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/__control`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the stub upstream did not start on port ${port}`);
}
