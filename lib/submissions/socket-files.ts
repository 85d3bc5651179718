import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fsyncPath } from './pglite-durability';

/**
 * Where a running site's PGlite is reached by other local processes: a unix socket, and
 * `pglite-socket.json` in the data folder naming it.
 */

export const SOCKET_INFO_FILE = 'pglite-socket.json';
/** pg and psql reach a unix socket as `<host dir>/.s.PGSQL.<port>`. */
export const UNIX_SOCKET_PORT = 5432;
export const UNIX_SOCKET_NAME = `.s.PGSQL.${UNIX_SOCKET_PORT}`;
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const UNIX_SOCKET_PATH_MAX = 100;
const PRIVATE_SOCKET_PREFIX = 'ah-pg-';

export interface SocketInfo {
  pid: number;
  /** The directory that holds the unix socket (`.s.PGSQL.<port>`), as pg and psql take it. */
  host: string;
  port: number;
  since: string;
}

/** The socket could not be served; the store itself is fine (the CLI then opens the folder when the site is stopped). */
export class SocketUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocketUnavailableError';
  }
}

const fitsSocketAddress = (directory: string) =>
  Buffer.byteLength(join(directory, UNIX_SOCKET_NAME)) <= UNIX_SOCKET_PATH_MAX;

/**
 * Where the unix socket goes: the data folder when its path fits in a socket address, otherwise
 * a private folder of this process's own (a fresh random name, mode 0700) under the OS runtime
 * or temp dir. Never TCP: a port on 127.0.0.1 is open to every local user, and the socket asks
 * for no password, so only the folder's permissions keep others out.
 */
export function socketDirectory(
  dataDir: string,
  runtimeDir?: string,
): { directory: string; private: boolean } {
  if (process.platform === 'win32') {
    throw new SocketUnavailableError(
      'The embedded store is served on a unix socket, which this platform lacks; set DATABASE_URL to use PostgreSQL',
    );
  }
  if (fitsSocketAddress(dataDir)) return { directory: dataDir, private: false };
  const candidates = [runtimeDir, process.env.XDG_RUNTIME_DIR, tmpdir(), '/tmp'].filter(
    (dir): dir is string => Boolean(dir),
  );
  for (const base of candidates) {
    // mkdtemp's random suffix is 6 characters: check the final length before making it.
    if (!existsSync(base) || !fitsSocketAddress(join(base, `${PRIVATE_SOCKET_PREFIX}XXXXXX`)))
      continue;
    const directory = mkdtempSync(join(base, PRIVATE_SOCKET_PREFIX));
    chmodSync(directory, 0o700);
    const stats = statSync(directory);
    if (stats.uid !== process.getuid?.() || (stats.mode & 0o077) !== 0) {
      rmdirSync(directory);
      continue;
    }
    return { directory, private: true };
  }
  throw new SocketUnavailableError(
    `No folder gives a unix socket path under ${UNIX_SOCKET_PATH_MAX} bytes (data folder ${dataDir}); ` +
      'set SUBMISSIONS_DATA_DIR or TMPDIR to a shorter path',
  );
}

function writeFileAtomic(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  fsyncPath(temporary);
  renameSync(temporary, path);
}

export function writeSocketInfo(dataDir: string, info: SocketInfo): void {
  writeFileAtomic(join(dataDir, SOCKET_INFO_FILE), `${JSON.stringify(info)}\n`);
}

export function readSocketInfo(dataDir: string): SocketInfo | null {
  try {
    const parsed = JSON.parse(
      readFileSync(join(dataDir, SOCKET_INFO_FILE), 'utf8'),
    ) as Partial<SocketInfo>;
    if (
      typeof parsed.host !== 'string' ||
      typeof parsed.port !== 'number' ||
      typeof parsed.pid !== 'number'
    )
      return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      port: parsed.port,
      since: String(parsed.since ?? ''),
    };
  } catch {
    return null;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

function removeFolderQuietly(path: string): void {
  try {
    rmdirSync(path);
  } catch {
    // not empty, already gone, or not ours to remove
  }
}

/**
 * Called under the folder's lock: an address or socket file left in the data folder belongs to a
 * previous owner that died, as does a private socket folder it named.
 */
export function removeStaleSocketFiles(dataDir: string): void {
  const previous = readSocketInfo(dataDir);
  if (
    previous &&
    previous.host !== dataDir &&
    basename(previous.host).startsWith(PRIVATE_SOCKET_PREFIX)
  ) {
    unlinkQuietly(join(previous.host, UNIX_SOCKET_NAME));
    removeFolderQuietly(previous.host);
  }
  unlinkQuietly(join(dataDir, SOCKET_INFO_FILE));
  unlinkQuietly(join(dataDir, UNIX_SOCKET_NAME));
}

/** What this process served from: removed when it closes or exits (synchronously, for the exit handler). */
export interface OwnSocketFiles {
  socketPath?: string;
  privateSocketDir?: string;
}

export function removeOwnSocketFiles(dataDir: string, own: OwnSocketFiles): void {
  if (readSocketInfo(dataDir)?.pid === process.pid) unlinkQuietly(join(dataDir, SOCKET_INFO_FILE));
  if (own.socketPath) unlinkQuietly(own.socketPath);
  if (own.privateSocketDir) removeFolderQuietly(own.privateSocketDir);
}
