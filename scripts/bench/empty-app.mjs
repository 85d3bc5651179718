import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildNext } from './server.mjs';

/**
 * Builds bench/empty-app (one empty page, same Next version) into `workDir`, a folder inside the
 * main project so that it resolves the project's node_modules by walking up. Rebuilt only when
 * its sources or the Next version change.
 */
export async function buildEmptyApp({ projectDir, workDir, nextBin }) {
  const source = join(projectDir, 'bench', 'empty-app');
  const nextVersion = JSON.parse(
    readFileSync(join(projectDir, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  const hash = createHash('sha256').update(nextVersion);
  for (const file of listFiles(source))
    hash.update(relative(source, file)).update(readFileSync(file));
  const stamp = join(workDir, '.bench-stamp');
  const digest = hash.digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return workDir;
  rmSync(workDir, { recursive: true, force: true });
  cpSync(source, workDir, { recursive: true });
  await buildNext({ cwd: workDir, nextBin, env: { NEXT_DIST_DIR: '.next' } });
  writeFileSync(stamp, digest);
  return workDir;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
