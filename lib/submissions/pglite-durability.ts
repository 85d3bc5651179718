import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite made durable. Its Node file system (Emscripten's NODEFS) writes straight to files with
 * writeSync, so a committed row is in the kernel's page cache when a query resolves and survives
 * the process being killed. But PGlite starts PostgreSQL with `-F` (fsync off), and NODEFS has no
 * fsync operation (fdatasync is a no-op stub), so nothing reaches the disk itself until the kernel
 * writes back: a power cut could lose recent requests. Its `relaxedDurability` option only matters
 * for file systems that sync asynchronously (IndexedDB, OPFS): with it on, a query resolves before
 * that sync; NODEFS's sync is a no-op either way. We leave it off, give NODEFS a real fsync, and
 * start PostgreSQL with fsync on and wal_sync_method=fsync: every commit then fsyncs the WAL before
 * the query resolves (measured: one fsync per INSERT), and checkpoints fsync data files.
 */

let fsyncInstalled = false;

/** Whether a DurableNodeFS has given NODEFS its fsync (false only if PGlite's internals changed). */
export const nodeFsFsyncInstalled = () => fsyncInstalled;

/** NODEFS with a real fsync, so that PostgreSQL's own fsyncs reach the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = (result.emscriptenOpts.preRun ?? []) as Array<(module: unknown) => void>;
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: unknown) => {
        const ops = (
          module as { FS?: { filesystems?: { NODEFS?: { stream_ops?: Record<string, unknown> } } } }
        ).FS?.filesystems?.NODEFS?.stream_ops;
        if (!ops) return;
        // Emscripten calls stream_ops.fsync from fd_sync (PostgreSQL's fsync()); nfd is the real descriptor.
        ops.fsync = (stream: { nfd?: number }) => {
          if (typeof stream.nfd === 'number') fsyncSync(stream.nfd);
          return 0;
        };
        fsyncInstalled = true;
      },
    ] as typeof result.emscriptenOpts.preRun;
    return result;
  }
}

export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}

/** initdb runs with fsync off too: a new folder is fsynced once, files and directories. */
export function fsyncTree(path: string): void {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncPath(path);
}

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
