import 'server-only';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The last good answer of each upstream read, kept in memory and on disk. When the upstream
 * fails, a page renders from these instead of from nothing, so neither a revalidation nor a
 * regeneration during an outage can replace a good page with an empty one; and since the build
 * fills the folder, a restart during an outage still has them.
 */
export interface LastGoodStore {
  /** Keeps a good answer (raw JSON text) under its key; cheap when it has not changed. */
  remember(key: string, raw: string): void;
  /** The last good answer under this key, with when it was received; undefined when there is none. */
  recall(key: string): { raw: string; receivedAt: number } | undefined;
}

/** At most this many answers are held in memory; the disk copy stays for the rest. */
const MEMORY_ENTRIES = 500;

interface Entry {
  raw: string;
  receivedAt: number;
}

export function lastGoodStore(directory: string): LastGoodStore {
  const memory = new Map<string, Entry>();
  let folderReady = false;

  const fileOf = (key: string) =>
    join(directory, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.json`);

  function keep(key: string, entry: Entry) {
    memory.delete(key);
    memory.set(key, entry);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  }

  function write(key: string, entry: Entry) {
    try {
      if (!folderReady) {
        mkdirSync(directory, { recursive: true });
        folderReady = true;
      }
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ key, ...entry }));
      renameSync(temporary, file);
    } catch (error) {
      // Losing the disk copy only weakens the fallback; the page itself is fine.
      console.warn(
        `[hospital-api] could not keep the last good answer on disk: ${(error as Error).message}`,
      );
    }
  }

  function read(key: string): Entry | undefined {
    try {
      const stored = JSON.parse(readFileSync(fileOf(key), 'utf8')) as Partial<Entry> & {
        key?: unknown;
      };
      if (
        stored.key !== key ||
        typeof stored.raw !== 'string' ||
        typeof stored.receivedAt !== 'number'
      )
        return undefined;
      return { raw: stored.raw, receivedAt: stored.receivedAt };
    } catch {
      return undefined;
    }
  }

  return {
    remember(key, raw) {
      const known = memory.get(key) ?? read(key);
      const entry = { raw, receivedAt: Date.now() };
      keep(key, entry);
      if (known?.raw !== raw) write(key, entry);
    },
    recall(key) {
      const entry = memory.get(key) ?? read(key);
      if (entry) keep(key, entry);
      return entry;
    },
  };
}
