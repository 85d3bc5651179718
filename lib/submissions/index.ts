import { writeAttachment, type AttachmentExtension } from './attachments';
import { readSubmissionsConfig, type SubmissionsConfig } from './config';
import type { SubmissionsStore } from './db';
import { insertSubmission, type NewSubmission } from './queries';
import { Relay } from './relay';
import type { StoredSubmission } from './schema';
import { openStore } from './store';

export { readSubmissionsConfig, type SubmissionsConfig } from './config';
export { ATTACHMENT_EXTENSIONS, ATTACHMENT_MEDIA_TYPES, type AttachmentExtension } from './attachments';
export { FolderLockedError } from './lock';
export { REFERENCE_PATTERN } from './reference';
export type { NewSubmission } from './queries';
export {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type StoredSubmission,
  type SubmissionAttachment,
  type SubmissionKind,
  type SubmissionPayload,
  type SubmissionStatus,
} from './schema';

export interface SubmissionsRuntime {
  readonly config: SubmissionsConfig;
  /** Opens the store once (lock, migrations, socket) and starts the relay when an upstream is set. Idempotent. */
  start(): Promise<void>;
  /** The open store, once started. */
  ready(): Promise<SubmissionsStore>;
  storeSubmission(input: NewSubmission): Promise<StoredSubmission>;
  saveAttachment(bytes: Uint8Array, extension: AttachmentExtension): Promise<{ path: string; absolutePath: string }>;
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

export function createSubmissions(config: SubmissionsConfig, options: RuntimeOptions = {}): SubmissionsRuntime {
  const log = options.log ?? ((line: string) => console.log(`[submissions] ${line}`));
  let opening: Promise<SubmissionsStore> | undefined;
  let relay: Relay | undefined;
  let stopping: Promise<void> | undefined;

  const open = async (): Promise<SubmissionsStore> => {
    const started = Date.now();
    const { store, socket } = await openStore(config, { serveSocket: options.serveSocket ?? true, log });
    if (config.upstreamUrl) {
      relay = new Relay(store.db, {
        upstreamUrl: config.upstreamUrl,
        dataDir: config.dataDir,
        timeoutMs: config.upstreamTimeoutMs,
        intervalMs: config.relayIntervalMs,
        baseDelayMs: config.relayBaseDelayMs,
        maxDelayMs: config.relayMaxDelayMs,
        maxAttempts: config.relayMaxAttempts,
        log,
        fetch: options.fetch,
      });
      relay.start();
    }
    const served = socket ? `, served on ${socket.host}:${socket.port}` : '';
    const destination = config.upstreamUrl ? `relaying to ${config.upstreamUrl}` : 'no upstream: requests stay in the store';
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
    async storeSubmission(input) {
      const store = await ready();
      const row = await insertSubmission(store.db, input, config.upstreamUrl ? 'pending' : 'local');
      relay?.wake();
      return row;
    },
    saveAttachment(bytes, extension) {
      return writeAttachment(config.dataDir, bytes, extension);
    },
    wakeRelay() {
      relay?.wake();
    },
    stop() {
      const current = opening;
      opening = undefined;
      stopping = (async () => {
        const store = await current?.catch(() => undefined);
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
export function storeSubmission(input: NewSubmission): Promise<StoredSubmission> {
  return runtime().storeSubmission(input);
}

/** Writes a CV under `<dataDir>/uploads/<uuid>.<ext>`, fsynced; record the returned relative path in the attachment. */
export function saveAttachment(bytes: Uint8Array, extension: AttachmentExtension): Promise<{ path: string; absolutePath: string }> {
  return runtime().saveAttachment(bytes, extension);
}

export function wakeRelay(): void {
  runtime().wakeRelay();
}

export function startSubmissions(): Promise<void> {
  return runtime().start();
}

export function stopSubmissions(): Promise<void> {
  return runtime().stop();
}
