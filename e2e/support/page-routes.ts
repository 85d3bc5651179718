import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LISTS } from '../../lib/lists/addresses.mjs';

/**
 * Every page route under app/, as a pattern such as '/doctor/[slug]', and the bare address of each
 * searchable list (served from its view route by lib/lists/rewrites.mjs).
 */
export function pageRoutes(appDir = join(__dirname, '..', '..', 'app')): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'api') walk(join(dir, entry.name));
      else if (entry.name === 'page.tsx') {
        const segments = relative(appDir, dir)
          .split(sep)
          .filter((segment) => segment && !segment.startsWith('('));
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(appDir);
  return [...routes, ...LISTS.map((list) => list.source)].sort();
}
