// Debian's nginx on loopback in the foreground, with a config (nginx-config.mjs) and every temp
// path in a folder of its own: the load balancer of the scale-out test, and the deployment's
// proxy in front of the site in the benchmark.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from './nginx-config.mjs';

const NGINX_BIN = '/usr/sbin/nginx';

export const hasNginx = () => existsSync(NGINX_BIN);

/**
 * nginx on 127.0.0.1:`listenPort` in front of the instances on `upstreamPorts`; resolves once it
 * answers through them (or, with `upstreamsDown`, once it answers at all). `errorLog()` is what
 * nginx logged so far; `stop()` ends it and removes its folder (cache included).
 * @param {number} listenPort
 * @param {readonly number[]} upstreamPorts
 * @param {{ pageCache?: boolean, servedByHeader?: boolean, upstreamsDown?: boolean }} [options]
 * @returns {Promise<{ origin: string, errorLog(): string, stop(): Promise<void> }>}
 */
export async function startNginx(
  listenPort,
  upstreamPorts,
  { pageCache = true, servedByHeader = false, upstreamsDown = false } = {},
) {
  const tempDir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const configFile = join(tempDir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listenPort,
      upstreamPorts: [...upstreamPorts],
      tempDir,
      servedByHeader,
      pageCache,
    }),
  );
  let output = '';
  const child = spawn(NGINX_BIN, ['-c', configFile, '-p', tempDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await fetch(`${origin}/favicon.svg`).then(
      (response) => upstreamsDown || response.status < 500,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(tempDir, { recursive: true, force: true });
      throw new Error(`nginx on ${listenPort} did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    errorLog() {
      try {
        return readFileSync(join(tempDir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
