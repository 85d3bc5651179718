import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGLITE_FOLDER, readSubmissionsConfig, type SubmissionsConfig } from './config';
import { openPostgresStore, openSocketStore, type SubmissionsStore } from './db';
import { payloadFields, submissionsToCsv } from './csv';
import { eraseRequest } from './erase';
import { FolderLockedError } from './lock';
import { migrate } from './migrations';
import { openPgliteOwner } from './pglite';
import { readSocketInfo } from './socket-files';
import {
  findByReference,
  listSubmissions,
  queueSummary,
  releaseHeld,
  requeueAllDead,
  requeueDead,
  setHandled,
  type QueueSummary,
} from './queries';
import { normaliseReference } from './reference';
import {
  isRelayedKind,
  isSubmissionKind,
  isSubmissionStatus,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type StoredSubmission,
} from './schema';
import { statusReport } from './status';
import { terminalSafe, terminalSafeJson } from './terminal-safe';
import { indiaDateTime } from './upstream';

export const USAGE = `Visitors' requests (appointments, callbacks, contact messages, doctor appointments, job applications).

Usage: npm run submissions -- <command> [options]

Commands:
  list [--kind K] [--since YYYY-MM-DD] [--status S] [--limit N] [--json]
        Newest first: reference, created (India time), kind, name, phone, status, attempts, handled.
  show <reference> [--json]
        Everything about one request, including the last delivery error.
  export --kind K [--since YYYY-MM-DD] [--status S] [--out file.csv]
        CSV, oldest first: reference, created_at, status, delivered_at, handled_at and one column
        per form field.
        Without --out the CSV goes to standard output.
  requeue <reference> | --all-dead
        Sends a dead request again (after the hospital API is fixed): dead -> pending, attempts reset.
        With --all-dead, every dead request. A request held for review because it came back faster
        than a person fills a form (list --status review) is released the same way, once you see a
        person sent it.
  mark <reference> handled
        Records that staff have dealt with the request (now): the patient's status page says so.
  unmark <reference>
        Takes the mark back.
  erase <reference>
        A person's request to be forgotten: erases the request's fields and its CV file, keeping
        its reference, kind and times. Not while it is still waiting to be passed on.
  status [--json]
        How many requests are waiting for the hospital API, delivered, dead or kept locally,
        and how long the oldest has been waiting.

Kinds:    ${SUBMISSION_KINDS.join(', ')}
Statuses: ${SUBMISSION_STATUSES.join(', ')} (local: no upstream configured, the store is the destination;
          review: blog comments and data requests, kept for staff to read, never relayed; and
          requests sent faster than a person fills a form, held until staff requeue them)
--since is a day in India time (Asia/Kolkata), inclusive.

Where the data is read: PostgreSQL when DATABASE_URL is set; otherwise the PGlite folder
<SUBMISSIONS_DATA_DIR or .data>/pglite, through the running site's socket (pglite-socket.json),
or, when the site is stopped, by opening the folder itself.
`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env?: Record<string, string | undefined>;
  cwd?: string;
}

function sinceDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00+05:30`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || indiaDateTime(date).date !== value) {
    throw new UsageError(`--since must be a date as YYYY-MM-DD, got "${value}"`);
  }
  return date;
}

function kindOption(value: string | undefined) {
  if (value === undefined) return undefined;
  if (!isSubmissionKind(value))
    throw new UsageError(`unknown kind "${value}"; one of: ${SUBMISSION_KINDS.join(', ')}`);
  return value;
}

function statusOption(value: string | undefined) {
  if (value === undefined) return undefined;
  if (!isSubmissionStatus(value))
    throw new UsageError(`unknown status "${value}"; one of: ${SUBMISSION_STATUSES.join(', ')}`);
  return value;
}

function referenceArgument(value: string | undefined): string {
  if (!value) throw new UsageError('a reference is required, e.g. AH-7KQ2M9XD');
  const reference = normaliseReference(value);
  if (!reference)
    throw new UsageError(`"${value}" is not a reference (they look like AH-7KQ2M9XD)`);
  return reference;
}

function formatDate(date: Date | null): string {
  if (!date) return '';
  const { date: day, time } = indiaDateTime(date);
  return `${day} ${time}`;
}

/** A stored value as the CLI prints it, never able to drive the staff's terminal. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return terminalSafe(typeof value === 'string' ? value : JSON.stringify(value));
}

function clip(value: string, width: number): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

export function formatTable(rows: StoredSubmission[]): string {
  const header = [
    'reference',
    'created (IST)',
    'kind',
    'name',
    'phone',
    'status',
    'attempts',
    'handled (IST)',
  ];
  const lines = rows.map((row) => [
    row.reference,
    formatDate(row.createdAt),
    row.kind,
    clip(text(row.payload.name), 28),
    clip(text(row.payload.phone), 16),
    row.status,
    String(row.attempts),
    formatDate(row.handledAt),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return (
    [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join(
      '\n',
    ) + '\n'
  );
}

export function formatDetails(row: StoredSubmission): string {
  const entries: Array<[string, string]> = [
    ['reference', row.reference],
    ['id (idempotency key)', row.id],
    ['kind', row.kind],
    ['status', row.status],
    ['created', `${formatDate(row.createdAt)} IST (${row.createdAt.toISOString()})`],
    ['attempts', String(row.attempts)],
    ['next attempt', row.status === 'pending' ? `${formatDate(row.nextAttemptAt)} IST` : ''],
    ['lease until', row.leaseUntil ? `${formatDate(row.leaseUntil)} IST` : ''],
    ['delivered', row.deliveredAt ? `${formatDate(row.deliveredAt)} IST` : ''],
    ['handled', row.handledAt ? `${formatDate(row.handledAt)} IST` : ''],
    ['erased', row.erasedAt ? `${formatDate(row.erasedAt)} IST` : ''],
    ['privacy notice', text(row.noticeVersion)],
    ['language', text(row.language)],
    ['upstream status', row.upstreamStatus === null ? '' : String(row.upstreamStatus)],
    ['upstream answer', text(row.upstreamBody)],
    ['last error', text(row.lastError)],
    [
      'attachment',
      row.attachment
        ? text(
            `${row.attachment.path} (${row.attachment.originalName}, ${row.attachment.size} bytes, ${row.attachment.mediaType})`,
          )
        : '',
    ],
  ];
  for (const key of payloadFields([row])) entries.push([`  ${text(key)}`, text(row.payload[key])]);
  const width = Math.max(...entries.map(([key]) => key.length));
  const lines = entries
    .filter(([key, value]) => value !== '' || key.startsWith('  '))
    .map(([key, value]) => `${key.padEnd(width)}  ${value}`);
  const payloadAt = lines.findIndex((line) => line.startsWith('  '));
  if (payloadAt >= 0) lines.splice(payloadAt, 0, 'form fields:');
  return `${lines.join('\n')}\n`;
}

function formatAge(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

export function formatStatus(summary: QueueSummary): string {
  const report = statusReport(summary);
  const lines = [
    `pending    ${report.pending}${report.oldestPendingSeconds === null ? '' : `  (oldest waiting ${formatAge(report.oldestPendingSeconds)})`}`,
    `dead       ${report.dead}${report.dead > 0 ? '  (send again with: requeue --all-dead)' : ''}`,
    `delivered  ${report.delivered}`,
    `local      ${report.local}  (kept here: no upstream configured)`,
    `review     ${report.review}  (blog comments for staff to read: list --status review)`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Raised when the store cannot be reached; the message says what to do. */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

interface Connection {
  store: SubmissionsStore;
  via: string;
}

/**
 * PostgreSQL if configured; else the running site's socket; else (site stopped) the folder itself,
 * under its lock. Null when there is no store at all yet (nothing was ever submitted).
 */
export async function connectForCli(config: SubmissionsConfig): Promise<Connection | null> {
  if (config.databaseUrl) {
    const store = openPostgresStore(config.databaseUrl, { max: 1 });
    return { store, via: store.location };
  }
  const info = readSocketInfo(config.dataDir);
  if (info) {
    try {
      const store = await openSocketStore(
        { host: info.host, port: info.port, user: 'postgres', database: 'postgres' },
        `PGlite served by process ${info.pid}`,
      );
      return { store, via: `${store.location} (${info.host}:${info.port})` };
    } catch {
      // The address is stale (the site was killed) or the site is going down: try the folder.
    }
  }
  if (!existsSync(join(config.dataDir, PGLITE_FOLDER, 'PG_VERSION'))) return null;
  try {
    const owner = await openPgliteOwner({ dataDir: config.dataDir, log: () => undefined });
    try {
      await migrate(owner.db);
    } catch (error) {
      await owner.close();
      throw error;
    }
    return { store: owner, via: `${owner.location} (opened directly: the site is not running)` };
  } catch (error) {
    if (error instanceof FolderLockedError) {
      const who = error.owner ? `process ${error.owner.pid}` : 'another process';
      throw new StoreUnavailableError(
        `The data folder ${config.dataDir} is owned by ${who}, but its socket does not answer` +
          `${info ? '' : ' (no pglite-socket.json yet)'}. If the site is starting, try again in a few seconds; ` +
          `otherwise that process is not serving the store.`,
      );
    }
    throw error;
  }
}

function describeDbError(error: unknown): string {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === '42P01')
    return 'the submissions table does not exist yet: start the site once so that it creates it';
  if (code === 'ECONNREFUSED') return `cannot reach the database (${(error as Error).message})`;
  return (error as Error).message ?? String(error);
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        status: { type: 'string' },
        limit: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        'all-dead': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') {
    io.stdout(USAGE);
    return 0;
  }
  if (command === undefined) {
    io.stderr(`A command is required.\n\n${USAGE}`);
    return 2;
  }

  let config: SubmissionsConfig;
  let run: (connection: Connection | null) => Promise<number>;
  try {
    config = readSubmissionsConfig(io.env ?? process.env, io.cwd ?? process.cwd());
    const kind = kindOption(values.kind);
    const status = statusOption(values.status);
    const since = sinceDate(values.since);
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit <= 0))
      throw new UsageError('--limit must be a positive whole number');
    const expectArguments = (count: number) => {
      if (rest.length > count) throw new UsageError(`unexpected argument: ${rest[count]}`);
    };
    /** The answer to a command about a reference the store does not hold: a message, exit code 1. */
    const noSuchReference = (reference: string) => {
      io.stderr(`No submission with reference ${reference}.\n`);
      return 1;
    };
    const changedWhileRequeued = (reference: string) => {
      io.stderr(`${reference} changed while it was being requeued; run show to see its state.\n`);
      return 1;
    };

    switch (command) {
      case 'list':
        expectArguments(0);
        run = async (connection) => {
          const rows = connection
            ? await listSubmissions(connection.store.db, {
                kind,
                status,
                since,
                limit,
                order: 'desc',
              })
            : [];
          if (values.json) io.stdout(`${terminalSafeJson(rows)}\n`);
          else if (rows.length === 0) io.stdout('No submissions match.\n');
          else
            io.stdout(
              `${formatTable(rows)}${rows.length} submission${rows.length === 1 ? '' : 's'}\n`,
            );
          return 0;
        };
        break;
      case 'show': {
        expectArguments(1);
        const reference = referenceArgument(rest[0]);
        run = async (connection) => {
          const row = connection ? await findByReference(connection.store.db, reference) : null;
          if (!row) {
            return noSuchReference(reference);
          }
          io.stdout(values.json ? `${terminalSafeJson(row)}\n` : formatDetails(row));
          return 0;
        };
        break;
      }
      case 'export': {
        expectArguments(0);
        if (!kind) throw new UsageError('export needs --kind (the columns depend on the form)');
        const out = values.out ? resolve(io.cwd ?? process.cwd(), values.out) : undefined;
        run = async (connection) => {
          const rows = connection
            ? await listSubmissions(connection.store.db, { kind, status, since, order: 'asc' })
            : [];
          const csv = submissionsToCsv(rows);
          if (out) {
            writeFileSync(out, csv, { mode: 0o600 });
            io.stderr(
              `Wrote ${rows.length} ${kind} submission${rows.length === 1 ? '' : 's'} to ${out}\n`,
            );
          } else {
            io.stdout(csv);
          }
          return 0;
        };
        break;
      }
      case 'requeue': {
        if (values['all-dead']) {
          expectArguments(0);
          run = async (connection) => {
            const references = connection ? await requeueAllDead(connection.store.db) : [];
            if (references.length === 0) {
              io.stdout('No dead requests.\n');
              return 0;
            }
            io.stdout(
              `${references.join('\n')}\n${references.length} dead request${references.length === 1 ? ' is' : 's are'} pending again (attempts reset). ` +
                `The site's relay sends them within ${Math.round(config.relayIntervalMs / 1000)} s when HOSPITAL_API_URL is set for the site.\n`,
            );
            return 0;
          };
          break;
        }
        expectArguments(1);
        const reference = referenceArgument(rest[0]);
        run = async (connection) => {
          const row = connection ? await findByReference(connection.store.db, reference) : null;
          if (!row || !connection) {
            return noSuchReference(reference);
          }
          if (row.status === 'review' && isRelayedKind(row.kind)) {
            const status = config.upstreamUrl ? 'pending' : 'local';
            const released = await releaseHeld(connection.store.db, reference, status);
            if (!released) return changedWhileRequeued(reference);
            io.stdout(
              status === 'pending'
                ? `${reference} was held for review and is pending now. The site's relay sends it within ${Math.round(config.relayIntervalMs / 1000)} s.\n`
                : `${reference} was held for review and is kept in the store now (no HOSPITAL_API_URL): list and export show it with the rest.\n`,
            );
            return 0;
          }
          if (row.status !== 'dead') {
            io.stderr(
              `${reference} is ${row.status}; only dead requests, and requests held for review, can be requeued.\n`,
            );
            return 1;
          }
          const requeued = await requeueDead(connection.store.db, reference);
          if (!requeued) return changedWhileRequeued(reference);
          io.stdout(
            `${reference} is pending again (attempts reset). The site's relay sends it within ${Math.round(config.relayIntervalMs / 1000)} s` +
              ` when HOSPITAL_API_URL is set for the site.\n`,
          );
          return 0;
        };
        break;
      }
      case 'mark':
      case 'unmark': {
        const handled = command === 'mark';
        if (handled && rest[1] !== 'handled')
          throw new UsageError('say what to mark: mark <reference> handled');
        expectArguments(handled ? 2 : 1);
        const reference = referenceArgument(rest[0]);
        run = async (connection) => {
          const row = connection ? await setHandled(connection.store.db, reference, handled) : null;
          if (!row) {
            return noSuchReference(reference);
          }
          io.stdout(
            row.handledAt
              ? `${reference} is marked handled (${formatDate(row.handledAt)} IST).\n`
              : `${reference} is no longer marked handled.\n`,
          );
          return 0;
        };
        break;
      }
      case 'erase': {
        expectArguments(1);
        const reference = referenceArgument(rest[0]);
        run = async (connection) => {
          const row = connection ? await findByReference(connection.store.db, reference) : null;
          if (!row || !connection) {
            return noSuchReference(reference);
          }
          const erased = await eraseRequest(connection.store.db, config.dataDir, reference);
          if (!erased) {
            io.stderr(
              `${reference} is still waiting to be passed on; erase it once it is delivered or dead.\n`,
            );
            return 1;
          }
          io.stdout(
            `${reference} is erased: its fields${row.attachment ? ' and its CV file' : ''} are gone; its reference, kind and times stay.\n`,
          );
          return 0;
        };
        break;
      }
      case 'status':
        expectArguments(0);
        run = async (connection) => {
          const summary: QueueSummary = connection
            ? await queueSummary(connection.store.db)
            : {
                counts: { pending: 0, delivered: 0, dead: 0, local: 0, review: 0 },
                oldestPendingAt: null,
                now: new Date(),
              };
          io.stdout(
            values.json
              ? `${JSON.stringify(statusReport(summary), null, 2)}\n`
              : formatStatus(summary),
          );
          return 0;
        };
        break;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n\nRun with --help for usage.\n`);
      return 2;
    }
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  }

  let connection: Connection | null = null;
  try {
    connection = await connectForCli(config);
    return await run(connection);
  } catch (error) {
    io.stderr(`submissions: ${describeDbError(error)}\n`);
    return 1;
  } finally {
    await connection?.store.close().catch(() => undefined);
  }
}
