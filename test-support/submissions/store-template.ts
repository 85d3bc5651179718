// An initialised, empty PGlite cluster to copy into a test's data folder. PGlite's initdb
// (PostgreSQL compiled to WASM) takes seconds per folder; a copy a fraction of one. The store
// opens a copied cluster as one it made on an earlier start, so the tests of a first start
// (and of the empty folder) keep folders of their own.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_FOLDER } from '../../lib/submissions/config';
import { PROJECT_ROOT, finished, makeTempDir } from './support';

const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      join(PROJECT_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/** Made once per PGlite version, outside Jest (PGlite's dynamic imports need plain Node). */
const TEMPLATE = join(tmpdir(), `pglite-empty-cluster-${PGLITE_VERSION}`);

const INITDB = `
import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite(process.argv[1]);
await pg.query('SELECT 1');
await pg.close();
`;

let made: Promise<string> | undefined;

function template(): Promise<string> {
  made ??= (async () => {
    if (existsSync(join(TEMPLATE, 'PG_VERSION'))) return TEMPLATE;
    // Made beside its place and moved in whole, so another test process never copies half of it.
    const building = `${TEMPLATE}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB, building], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await finished(child);
    if (result.code !== 0) throw new Error(`PGlite initdb failed:\n${result.stderr}`);
    try {
      renameSync(building, TEMPLATE);
    } catch (error) {
      // Another process moved its copy in first.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(join(TEMPLATE, 'PG_VERSION'))) throw error;
    }
    return TEMPLATE;
  })();
  return made;
}

/** Puts an empty PGlite cluster where the store of `dataDir` keeps it. */
export async function seedEmptyStore(dataDir: string): Promise<void> {
  const source = await template();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(source, join(dataDir, PGLITE_FOLDER), { recursive: true });
}

/** A temporary data folder holding an empty PGlite cluster, ready for the store to open. */
export async function makeStoreDir(prefix: string): Promise<ReturnType<typeof makeTempDir>> {
  const folder = makeTempDir(prefix);
  await seedEmptyStore(folder.path);
  return folder;
}
