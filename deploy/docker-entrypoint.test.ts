/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The container refuses to start without SITE_URL: every absolute link the site writes
// (canonical, og:url, og:image, sitemap, JSON-LD) would otherwise name http://localhost:3000.

const ENTRYPOINT = join(__dirname, 'docker-entrypoint.sh');
const read = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');

/** Runs the entry as the image does, with `node -e` standing for the server. */
function start(siteUrl: string | undefined) {
  // As in the image (ENV NODE_ENV=production), with nothing else from the test's environment.
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH };
  if (siteUrl !== undefined) env.SITE_URL = siteUrl;
  return spawnSync(ENTRYPOINT, ['node', '-e', 'console.log("server started")'], {
    env,
    encoding: 'utf8',
  });
}

describe('the container entry', () => {
  it('refuses to start, saying why, when SITE_URL is not set or is empty', () => {
    for (const value of [undefined, '']) {
      const run = start(value);
      expect(run.status).not.toBe(0);
      expect(run.stdout).not.toContain('server started');
      expect(run.stderr).toContain('Refusing to start: SITE_URL is not set');
    }
  });

  it('refuses a SITE_URL that is no http(s) origin', () => {
    const run = start('www.example.org');
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('server started');
    expect(run.stderr).toContain('must be the site');
  });

  it('starts the server with SITE_URL set', () => {
    const run = start('https://www.example.org');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('server started');
  });

  it('is the image’s entry, in the image, and compose will not run the site without SITE_URL', () => {
    expect(read('Dockerfile')).toMatch(
      /COPY --chmod=755 deploy\/docker-entrypoint\.sh \/usr\/local\/bin\/site-entrypoint/,
    );
    expect(read('Dockerfile')).toMatch(/^ENTRYPOINT \["\/usr\/local\/bin\/site-entrypoint"\]$/m);
    expect(read('.dockerignore')).toMatch(/^!deploy\/docker-entrypoint\.sh$/m);
    const site = read('compose.yaml').split(/^ {2}nginx:/m)[0]!;
    expect(site).toMatch(/^ {6}SITE_URL: \$\{SITE_URL:\?[^}]+\}$/m);
  });
});
