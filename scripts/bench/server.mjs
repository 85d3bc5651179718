import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited early`);
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `next start` of a built app on a free port of 127.0.0.1; resolves once `readyPath` answers
 * below 500. The site's is /api/health, which answers once the submissions store has opened
 * (a few seconds of WASM start-up that would otherwise be measured with the first route).
 * @param {{ cwd: string, nextBin: string, env?: Record<string, string>, quiet?: boolean, readyPath?: string }} options
 */
export async function startNext({ cwd, nextBin, env = {}, quiet = true, readyPath = '/' }) {
  const port = await freePort();
  // Loopback, named as playwright.config.ts says why (the proxy's rewrites stay internal).
  const args = [
    '--dns-result-order=ipv4first',
    nextBin,
    'start',
    '-p',
    String(port),
    '-H',
    'localhost',
  ];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}${readyPath}`, { child });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { origin, pid: child.pid, stop: () => stopChild(child) };
}

export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** `next build` in cwd; its output is shown only when it fails. */
export function buildNext({ cwd, nextBin, env = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`next build in ${cwd} failed (exit ${code})`));
    });
  });
}

export const nextBinOf = (projectDir) =>
  join(projectDir, 'node_modules', 'next', 'dist', 'bin', 'next');
