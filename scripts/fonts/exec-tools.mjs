/**
 * The tools a font script runs with through `npm exec --package=…` (subset-font, fontkit,
 * fontverter, harfbuzzjs): deliberately not project dependencies, so they are not resolvable from
 * the repository. npm puts them on PATH as node_modules/.bin; each package sits beside it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** The folder of a package that `npm exec --package` installed. */
export function toolDirectory(name) {
  for (const bin of (process.env.PATH ?? '').split(delimiter)) {
    const dir = join(bin, '..', name);
    if (bin.endsWith(join('node_modules', '.bin')) && existsSync(dir)) return dir;
  }
  throw new Error(`${name} not found: run this script through npm exec (see its header)`);
}

/** A CommonJS package that `npm exec --package` installed, loaded. */
export function requireTool(name) {
  return createRequire(join(toolDirectory(name), 'package.json'))(`./`);
}
