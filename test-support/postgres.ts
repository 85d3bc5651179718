import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './submissions/support';

/**
 * A throwaway PostgreSQL cluster for tests of the scale-out path, from Debian's server binaries
 * (/usr/lib/postgresql/<version>/bin). initdb refuses to run as root, so as root the cluster is
 * created and run as the `postgres` user (runuser) in a temporary folder that user owns. Trust
 * authentication on 127.0.0.1 only, a free port, fsync off (speed; durability is not under test
 * here). Missing binaries are an error, not a skip: these tests must run.
 */

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Creates a fresh database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

export const POSTGRES_INSTALL_HINT =
  'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin. The scale-out tests need a real server: ' +
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql';

export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (name) =>
            /^\d+$/.test(name) &&
            existsSync(join(root, name, 'bin', 'initdb')) &&
            existsSync(join(root, name, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(POSTGRES_INSTALL_HINT);
  return join(root, newest, 'bin');
}

interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], asPostgres: boolean): Promise<Run> {
  const [program, argv] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(program, argv as string[], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function runOrThrow(
  command: string,
  args: string[],
  asPostgres: boolean,
  what: string,
): Promise<void> {
  const result = await run(command, args, asPostgres);
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.output}`);
}

function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error(
      `Running as root, but there is no 'postgres' user to run the test cluster. ${POSTGRES_INSTALL_HINT}`,
    );
  return { uid: Number(uid), gid: Number(gid) };
}

let databaseCounter = 0;

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const asPostgres = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'submissions-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  if (asPostgres) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  try {
    await runOrThrow(
      join(bin, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      asPostgres,
      'initdb',
    );
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        "-c unix_socket_directories=''",
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=50',
      ].join(' ');
      const started = await run(
        join(bin, 'pg_ctl'),
        ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', options, 'start'],
        asPostgres,
      );
      if (started.code !== 0) {
        lastError = new Error(`pg_ctl start failed (exit ${started.code}):\n${started.output}`);
        continue;
      }
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      let stopped: Promise<void> | undefined;
      return {
        url,
        port,
        async createDatabase(name = `test_${process.pid}_${(databaseCounter += 1)}`) {
          const client = new Client({ connectionString: url });
          await client.connect();
          try {
            await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
          } finally {
            await client.end();
          }
          return `postgres://postgres@127.0.0.1:${port}/${name}`;
        },
        stop: () =>
          (stopped ??= (async () => {
            try {
              await run(
                join(bin, 'pg_ctl'),
                ['-D', dataDir, '-m', 'immediate', '-w', 'stop'],
                asPostgres,
              );
            } finally {
              cleanup();
            }
          })()),
      };
    }
    throw lastError;
  } catch (error) {
    cleanup();
    throw error;
  }
}
