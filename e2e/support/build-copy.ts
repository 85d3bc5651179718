import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface BuildCopy {
  /** The copy's folder, relative to the project: the NEXT_DIST_DIR of the site serving it. */
  distDir: string;
  /** Removes the copy. */
  remove(): void;
}

/**
 * A fresh copy of the build in `from` at `to` (both folders of the project), for a spec whose
 * server writes its caches and last good answers into a build no other spec serves.
 * `withoutCache` leaves out the build's cache folder (its kept answers, its data cache).
 */
export function copyOfBuild(
  from: string,
  to: string,
  { withoutCache = false }: { withoutCache?: boolean } = {},
): BuildCopy {
  const source = join(ROOT, from);
  const target = join(ROOT, to);
  if (!existsSync(source)) throw new Error(`${from} is missing: npm test makes it`);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, {
    recursive: true,
    filter: (path) => !withoutCache || !path.startsWith(join(source, 'cache')),
  });
  return { distDir: to, remove: () => rmSync(target, { recursive: true, force: true }) };
}
