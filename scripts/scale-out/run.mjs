#!/usr/bin/env node
// `npm run test:scale-out`: three site instances behind nginx, sharing PostgreSQL and Redis, on
// loopback (e2e/scale-out). Needs Debian's postgresql, redis-server and nginx, and the build made
// the way a deploy is, while the upstream answers (.next-live, which npm test also makes); makes
// that build when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_BUILD } from '../../e2e/support/live-build.mjs';
import { startStubUpstream } from '../stub-upstream-process.mjs';
import { applyTestSiteUrl } from '../../e2e/support/test-site-url.mjs';

applyTestSiteUrl();

const postgresVersions = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
  : [];
const missing = [
  ['nginx', existsSync('/usr/sbin/nginx')],
  ['redis-server', existsSync('/usr/bin/redis-server')],
  [
    'postgresql',
    postgresVersions.some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`)),
  ],
]
  .filter(([, found]) => !found)
  .map(([name]) => name);
if (missing.length > 0) {
  console.error(
    `\nThe scale-out test needs Debian's ${missing.join(', ')}.\n` +
      `Install with:  apt-get update && apt-get install -y ${missing.join(' ')}\n`,
  );
  process.exit(1);
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!existsSync(join(LIVE_BUILD.distDir, 'BUILD_ID'))) {
  console.log(`No ${LIVE_BUILD.distDir} build: making it, with the stub upstream answering.`);
  // The build reads the catalogue from the stub upstream.
  const stub = await startStubUpstream(LIVE_BUILD.stubPort);
  const status = run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    HOSPITAL_API_URL: `http://127.0.0.1:${LIVE_BUILD.stubPort}/api`,
    HOSPITAL_API_REVALIDATE: String(LIVE_BUILD.revalidateSeconds),
    NEXT_DIST_DIR: LIVE_BUILD.distDir,
  });
  stub.kill();
  if (status !== 0) process.exit(status);
}

process.exit(run('node_modules/.bin/playwright', ['test', '-c', 'playwright.scale-out.config.ts']));
