import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * One owner per PGlite folder. PGlite is single-user and has no lock of its own (no
 * postmaster.pid): two processes opening one folder corrupt it. The owner creates a lock file with
 * O_EXCL holding its pid; a lock whose process is gone is stale and may be taken over.
 */

export interface LockOwner {
  pid: number;
  hostname: string;
  /** Process start time in clock ticks since boot (Linux), to tell a reused pid from the owner. */
  startTicks: number | null;
  since: string;
}

export interface FolderLock {
  readonly path: string;
  readonly owner: LockOwner;
  /** Removes the lock file if it is still ours. Synchronous, so it can run in an exit handler. */
  release(): void;
}

export class FolderLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      owner
        ? `The submissions data folder is in use by process ${owner.pid} on ${owner.hostname} (since ${owner.since}); ` +
            `lock file ${lockPath}. PGlite admits one process per folder: stop that process, or reach the data through ` +
            `it (the CLI does this by itself through the socket the owner serves).`
        : `The submissions data folder is being locked by another process right now (${lockPath}); try again.`,
    );
    this.name = 'FolderLockedError';
  }
}

function processStartTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime), counted after the parenthesised command name, which may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    hostname: hostname(),
    startTicks: processStartTicks(process.pid),
    since: new Date().toISOString(),
  };
}

function readOwner(path: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid)) return null;
    return {
      pid: parsed.pid,
      hostname: typeof parsed.hostname === 'string' ? parsed.hostname : '',
      startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : null,
      since: typeof parsed.since === 'string' ? parsed.since : '',
    };
  } catch {
    return null;
  }
}

/** Whether the recorded owner may still be running. Unknown cases count as alive: refusing is safe. */
export function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.hostname && owner.hostname !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: the process exists but belongs to someone else.
  }
  if (owner.startTicks !== null) {
    const ticks = processStartTicks(owner.pid);
    if (ticks !== null && ticks !== owner.startTicks) return false;
  }
  return true;
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A file freshly created by O_EXCL is empty for an instant before its owner writes the pid. */
const BEING_WRITTEN_MS = 5000;
/** A takeover takes milliseconds; a takeover marker older than this was left by a crash. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes the lock or throws FolderLockedError. A stale lock (its process is gone, or its pid now
 * belongs to another program) is taken over; the takeover itself is serialised through a second
 * O_EXCL file so that two processes finding the same stale lock cannot both win.
 */
export function acquireFolderLock(path: string): FolderLock {
  const owner = currentOwner();
  const content = `${JSON.stringify(owner)}\n`;
  const takeoverPath = `${path}.takeover`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (tryCreate(path, content)) {
      return {
        path,
        owner,
        release() {
          const current = readOwner(path);
          if (current && current.pid === owner.pid && current.since === owner.since)
            unlinkQuietly(path);
        },
      };
    }
    const existing = readOwner(path);
    if (existing === null && ageMs(path) < BEING_WRITTEN_MS)
      throw new FolderLockedError(path, null);
    if (existing !== null && ownerIsAlive(existing)) throw new FolderLockedError(path, existing);

    // Stale (or unreadable and old): take it over, one contender at a time.
    if (!tryCreate(takeoverPath, content)) {
      if (ageMs(takeoverPath) > TAKEOVER_STALE_MS) unlinkQuietly(takeoverPath);
      else sleepSync(20);
      continue;
    }
    try {
      const again = readOwner(path);
      const unchanged = JSON.stringify(again) === JSON.stringify(existing);
      if (unchanged) unlinkQuietly(path);
    } finally {
      unlinkQuietly(takeoverPath);
    }
  }
  throw new FolderLockedError(path, readOwner(path));
}
