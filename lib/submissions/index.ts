import {
  ATTACHMENT_MEDIA_TYPES,
  cleanFileName,
  removeAttachment,
  writeAttachment,
  type AttachmentExtension,
} from './attachments';
import { readSubmissionsConfig, type SubmissionsConfig } from './config';
import type { SubmissionsStore } from './db';
import { createDecoyAnswers } from './decoy-answers';
import {
  findById,
  findByReference,
  insertSubmission,
  queueSummary,
  type NewSubmission,
} from './queries';
import { generateReference } from './reference';
import { Relay } from './relay';
import { applyRetention } from './retention';
import { assertSameRequest, requestFingerprint } from './request-fingerprint';
import { initialStatus, type StoredSubmission } from './schema';
import { statusReport, type OutboxStatus } from './status';
import { openStore } from './store';

export { readSubmissionsConfig, type SubmissionsConfig } from './config';
export type { AttachmentExtension } from './attachments';
export { RequestKeyReusedError } from './request-fingerprint';
export { needsAttention, type OutboxStatus } from './status';
export type { StoredSubmission, SubmissionKind } from './schema';

/** A request as a route handler hands it over: its fields, and the visitor's file if any. */
export interface IncomingSubmission extends Omit<
  NewSubmission,
  'attachment' | 'requestFingerprint' | 'reference'
> {
  file?: { bytes: Uint8Array; extension: AttachmentExtension; originalName: string };
  /**
   * Kept for staff to check (status review) rather than passed on: sent faster than a person fills
   * a form. Staff release it with the CLI when a person sent it.
   */
  holdForReview?: boolean;
}

export interface SubmissionsRuntime {
  readonly config: SubmissionsConfig;
  /** Opens the store once (lock, migrations, socket) and starts the relay when an upstream is set. Idempotent. */
  start(): Promise<void>;
  /** The open store, once started. */
  ready(): Promise<SubmissionsStore>;
  /**
   * Resolves once the request (and its file) is durably written. The file is written first and
   * removed again if the row cannot be, so a failure leaves neither. Its key sent again with the
   * same details resolves to the first row; with other details it rejects (RequestKeyReusedError).
   */
  storeSubmission(input: IncomingSubmission): Promise<StoredSubmission>;
  /**
   * The reference a request a bot sent is answered with, nothing stored: a made-up one, the same
   * for its key sent again, and refused alike for other details, so that the answer never tells
   * a bot from a person.
   */
  answerDecoy(input: IncomingSubmission): Promise<string>;
  wakeRelay(): void;
  /** Stops the relay and closes the store (releasing the PGlite folder). A later call starts again. */
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  log?: (line: string) => void;
  fetch?: typeof fetch;
  /** Serve a PGlite store on a local socket for the CLI (default true). */
  serveSocket?: boolean;
}

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function createSubmissions(
  config: SubmissionsConfig,
  options: RuntimeOptions = {},
): SubmissionsRuntime {
  const log = options.log ?? ((line: string) => console.log(`[submissions] ${line}`));
  let opening: Promise<SubmissionsStore> | undefined;
  let relay: Relay | undefined;
  let retentionTimer: ReturnType<typeof setInterval> | undefined;
  let stopping: Promise<void> | undefined;
  const decoys = createDecoyAnswers();

  const open = async (): Promise<SubmissionsStore> => {
    const started = Date.now();
    const { store, socket } = await openStore(config, {
      serveSocket: options.serveSocket ?? true,
      log,
    });
    if (config.upstreamUrl) {
      relay = new Relay(store.db, {
        upstreamUrl: config.upstreamUrl,
        dataDir: config.dataDir,
        timeoutMs: config.upstreamTimeoutMs,
        intervalMs: config.relayIntervalMs,
        baseDelayMs: config.relayBaseDelayMs,
        maxDelayMs: config.relayMaxDelayMs,
        giveUpAfterMs: config.relayGiveUpAfterMs,
        log,
        fetch: options.fetch,
      });
      relay.start();
    }
    // The retention periods the privacy notice states, applied now and once a day.
    const retain = () =>
      applyRetention(store.db, config.dataDir).then(
        (erased) => {
          if (erased.length > 0) log(`retention: erased ${erased.length} expired request(s)`);
        },
        (error: unknown) => log(`retention: could not run (${(error as Error).message})`),
      );
    void retain();
    retentionTimer = setInterval(() => void retain(), RETENTION_INTERVAL_MS);
    retentionTimer.unref();
    const served = socket ? `, served on ${socket.host}:${socket.port}` : '';
    const destination = config.upstreamUrl
      ? `relaying to ${config.upstreamUrl}`
      : 'no upstream: requests stay in the store';
    log(`store ready in ${Date.now() - started} ms: ${store.location}${served}; ${destination}`);
    return store;
  };

  const ready = (): Promise<SubmissionsStore> => {
    opening ??= (stopping ?? Promise.resolve()).then(open).catch((error: unknown) => {
      // Let the next call try again (another owner may have gone, the database may be back).
      opening = undefined;
      throw error;
    });
    return opening;
  };

  return {
    config,
    ready,
    async start() {
      await ready();
    },
    async storeSubmission({ file, holdForReview = false, ...request }) {
      const store = await ready();
      let input: NewSubmission = {
        ...request,
        requestFingerprint: requestFingerprint({ payload: request.payload, file }),
      };
      const key = input.requestKey;
      if (key) {
        const earlier = await findById(store.db, key);
        if (earlier?.kind === input.kind) {
          assertSameRequest(earlier.requestFingerprint, input.requestFingerprint);
          return earlier;
        }
        // A key already taken by another kind of request is not this request's: a fresh id.
        if (earlier) input = { ...input, requestKey: undefined };
        // A bot check already answered this key (a first copy sent too fast, say): the request
        // is stored under the reference that answer gave.
        const decoy = earlier ? undefined : decoys.recall(key);
        if (decoy?.kind === input.kind) {
          assertSameRequest(decoy.requestFingerprint, input.requestFingerprint);
          input = { ...input, reference: decoy.reference };
        }
      }
      const saved = file
        ? await writeAttachment(config.dataDir, file.bytes, file.extension)
        : undefined;
      let row: StoredSubmission;
      try {
        const attachment =
          file && saved
            ? {
                path: saved.path,
                originalName: cleanFileName(file.originalName),
                size: file.bytes.byteLength,
                mediaType: ATTACHMENT_MEDIA_TYPES[file.extension],
              }
            : null;
        row = await insertSubmission(
          store.db,
          { ...input, attachment },
          holdForReview ? 'review' : initialStatus(input.kind, Boolean(config.upstreamUrl)),
        );
      } catch (error) {
        if (saved) removeAttachment(config.dataDir, saved.path);
        throw error;
      }
      // The same request, sent twice at once: the other copy's row (and file) won.
      if (saved && row.attachment?.path !== saved.path)
        removeAttachment(config.dataDir, saved.path);
      if (row.status !== 'review') relay?.wake();
      return row;
    },
    async answerDecoy({ file, ...request }) {
      if (!request.requestKey) return generateReference();
      const fingerprint = requestFingerprint({ payload: request.payload, file });
      const store = await ready();
      // The key's earlier answer, whether a person's stored request or a bot's.
      const earlier =
        (await findById(store.db, request.requestKey)) ?? decoys.recall(request.requestKey);
      if (earlier?.kind === request.kind) {
        assertSameRequest(earlier.requestFingerprint, fingerprint);
        return earlier.reference;
      }
      const reference = generateReference();
      // A key another kind of request holds gets a fresh row each time: so a fresh reference here.
      if (!earlier)
        decoys.remember(request.requestKey, {
          kind: request.kind,
          requestFingerprint: fingerprint,
          reference,
        });
      return reference;
    },
    wakeRelay() {
      relay?.wake();
    },
    stop() {
      const current = opening;
      opening = undefined;
      stopping = (async () => {
        const store = await current?.catch(() => undefined);
        clearInterval(retentionTimer);
        const running = relay;
        relay = undefined;
        await running?.stop();
        await store?.close();
      })();
      return stopping;
    },
  };
}

/**
 * One runtime per process, on globalThis: Next.js may evaluate this module more than once (the
 * instrumentation bundle, each route's bundle, hot reloads), and a second PGlite on the same
 * folder in the same process would corrupt it.
 */
const RUNTIME = Symbol.for('amandeep-hospital.submissions.runtime');

function runtime(): SubmissionsRuntime {
  const holder = globalThis as typeof globalThis & { [RUNTIME]?: SubmissionsRuntime };
  holder[RUNTIME] ??= createSubmissions(readSubmissionsConfig());
  return holder[RUNTIME];
}

/** Resolves once the request is durably written (PGlite: its commit fsynced); carries the reference. */
export function storeSubmission(input: IncomingSubmission): Promise<StoredSubmission> {
  return runtime().storeSubmission(input);
}

/** A bot's answer: a reference as if stored, the same for its key sent again; nothing stored. */
export function answerDecoy(input: IncomingSubmission): Promise<string> {
  return runtime().answerDecoy(input);
}

export function wakeRelay(): void {
  runtime().wakeRelay();
}

/** How many requests wait for the hospital API, how many are dead, and the oldest one's age. */
export async function outboxStatus(): Promise<OutboxStatus> {
  const store = await runtime().ready();
  return statusReport(await queueSummary(store.db));
}

/** The stored request with this reference (as stored: AH- and upper case), or null. */
export async function findSubmission(reference: string): Promise<StoredSubmission | null> {
  const store = await runtime().ready();
  return findByReference(store.db, reference);
}

export function startSubmissions(): Promise<void> {
  return runtime().start();
}
