// A stub of the hospital API for tests (Playwright, Jest, manual runs). It serves a catalogue
// (content/catalogue/*.json by default) over the real API paths under `/api`, answered by the
// site's own catalogue router in either reading of the spec; serves the placeholder images under
// `/catalogue/...` from public/catalogue/; records the POSTed forms (state.ts); and can be steered
// (reading, faults, catalogue edits) programmatically and over HTTP under `/__control`
// (control.ts), a fault then answering in its place (fault-answers.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { BodyError, parseRequestBody, readBody, type FormBody } from './body';
import { answerGet, loadCatalogue } from './catalogue';
import { answerControl, stubControls } from './control';
import { answerWithFault, SlowAnswers } from './fault-answers';
import { faultApplies, type Reading } from './faults';
import { withGeneratedDoctors } from './many-doctors';
import { errorText, jsonSender, sendNotFound } from './respond';
import { createStubState, type LoggedRequest, type ReceivedPost } from './state';

export type { LoggedRequest, ReceivedPost } from './state';

const ROOT = join(__dirname, '..', '..', '..');

const POST_ROUTES: Record<string, string> = {
  '/api/add-appointment': 'Appointment booked',
  '/api/add-doctorAppointment': 'Doctor appointment booked',
  '/api/add-contact': 'Contact saved',
  '/api/apply-form': 'Application submitted',
};

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StubOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  catalogueDir?: string;
  /** The site's `public` folder; `/catalogue/x` is served from `${publicDir}/catalogue/x`. */
  publicDir?: string;
  reading?: Reading;
  /** Serve this many doctors: the catalogue's, then numbered copies (see many-doctors.ts). */
  doctors?: number;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export async function startStubUpstream({
  port = 0,
  host = '127.0.0.1',
  catalogueDir = join(ROOT, 'content', 'catalogue'),
  publicDir = join(ROOT, 'public'),
  reading = 'a',
  doctors,
}: StubOptions = {}) {
  const { catalogue, missing } = loadCatalogue(resolve(catalogueDir));
  const catalogueDoctors = catalogue.doctors;
  if (doctors !== undefined) catalogue.doctors = withGeneratedDoctors(catalogueDoctors, doctors);
  const staticRoot = resolve(publicDir, 'catalogue');

  const state = createStubState(reading);
  const controls = stubControls(state, catalogue, catalogueDoctors);

  let server: Server | null = null;
  let boundPort = port;
  let origin = '';
  let closed = false;
  const sockets = new Set<Socket>();
  const slowAnswers = new SlowAnswers();

  const hostForUrl = () => (host.includes(':') ? `[${host}]` : host);
  const sendJson = jsonSender(() => origin);
  const notFound = (response: ServerResponse) => sendNotFound(sendJson, response);

  async function handlePost(pathname: string, request: IncomingMessage, response: ServerResponse) {
    const message = POST_ROUTES[pathname] ?? '';
    let body: FormBody;
    try {
      body = await parseRequestBody(await readBody(request), request.headers['content-type']);
    } catch (error) {
      const status = error instanceof BodyError ? error.status : 400;
      return sendJson(response, status, { errorMessage: errorText(error) });
    }
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string' && key !== '') {
      const seen = `${pathname}\n${key}`;
      const first = state.idempotency.get(seen);
      if (first !== undefined) {
        state.duplicates += 1;
        return sendJson(response, 200, { success: true, message: first });
      }
      state.idempotency.set(seen, message);
    }
    state.received.push({
      path: pathname,
      headers: flatHeaders(request.headers),
      body,
      receivedAt: new Date().toISOString(),
    });
    return sendJson(response, 200, { success: true, message });
  }

  async function handleStatic(pathname: string, method: string, response: ServerResponse) {
    const relative = safeDecode(pathname.slice('/catalogue/'.length));
    const file = resolve(staticRoot, relative);
    if (relative.includes('\0') || !file.startsWith(staticRoot + sep)) return notFound(response);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return notFound(response);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': found.size,
      'cache-control': 'no-store',
    });
    if (method === 'HEAD') return response.end();
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  async function route(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    url: URL,
    pathname: string,
  ) {
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type, idempotency-key',
        'access-control-max-age': '600',
      });
      return response.end();
    }
    if (pathname.startsWith('/catalogue/')) {
      if (method !== 'GET' && method !== 'HEAD') return notFound(response);
      return handleStatic(pathname, method, response);
    }
    if (pathname in POST_ROUTES) {
      if (method !== 'POST') return sendJson(response, 405, { errorMessage: 'Method not allowed' });
      return handlePost(pathname, request, response);
    }
    if (method === 'GET' || method === 'HEAD') {
      const { status, body } = answerGet(catalogue, pathname, url.searchParams, state.reading);
      return sendJson(response, status, body);
    }
    return notFound(response);
  }

  async function onRequest(request: IncomingMessage, response: ServerResponse) {
    const method = (request.method ?? 'GET').toUpperCase();
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://stub.invalid');
    } catch {
      return notFound(response);
    }
    let pathname = url.pathname;
    if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '');
    response.setHeader('access-control-allow-origin', '*');

    if (pathname === '/__control' || pathname.startsWith('/__control/'))
      return answerControl(pathname, method, request, response, {
        state,
        controls,
        send: sendJson,
      });

    const fault = faultApplies(state.fault, method, pathname) ? state.fault : null;
    state.requests.push({
      method,
      path: pathname + url.search,
      at: new Date().toISOString(),
      fault: fault ? fault.kind : null,
    });
    if (fault && (await answerWithFault(fault, request, response, { send: sendJson, slowAnswers })))
      return;
    return route(request, response, method, url, pathname);
  }

  function handler(request: IncomingMessage, response: ServerResponse): void {
    onRequest(request, response).catch((error: unknown) => {
      if (response.headersSent || response.destroyed) return response.destroy();
      try {
        sendJson(response, 500, {
          errorMessage: `stub-upstream internal error: ${errorText(error)}`,
        });
      } catch {
        response.destroy();
      }
    });
  }

  function listen(): Promise<void> {
    return new Promise((resolveListen, reject) => {
      const candidate = createServer(handler);
      candidate.keepAliveTimeout = 2000;
      candidate.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      candidate.once('error', reject);
      candidate.listen(boundPort, host, () => {
        candidate.off('error', reject);
        const address = candidate.address();
        if (address && typeof address === 'object') boundPort = address.port;
        origin = `http://${hostForUrl()}:${boundPort}`;
        server = candidate;
        resolveListen();
      });
    });
  }

  function shutdown(): Promise<void> {
    const current = server;
    server = null;
    slowAnswers.cancelAll();
    if (!current) return Promise.resolve();
    return new Promise((resolveClose) => {
      current.close(() => resolveClose());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
  }

  await listen();

  return {
    /** e.g. http://127.0.0.1:4010 */
    get url() {
      return origin;
    },
    /** e.g. http://127.0.0.1:4010/api */
    get apiUrl() {
      return `${origin}/api`;
    },
    get port() {
      return boundPort;
    },
    host,
    /** Catalogue files that were not found (served as empty lists). */
    missing,
    setReading: controls.setReading,
    setFault: controls.setFault,
    getConfig: controls.publicState,
    received: (): ReceivedPost[] => structuredClone(state.received),
    duplicates: () => state.duplicates,
    requests: (): LoggedRequest[] => structuredClone(state.requests),
    patch: controls.patch,
    reset: controls.reset,
    /** Closes the listening socket and every open connection (refused until start()). */
    async stop() {
      if (closed) throw new Error('stub-upstream: already closed');
      await shutdown();
    },
    /** Listens again on the same port after stop(); nothing when already listening. */
    async start() {
      if (closed) throw new Error('stub-upstream: already closed');
      if (server) return;
      await listen();
    },
    get listening() {
      return server !== null;
    },
    /** Final shutdown: closes every socket and waiting slow answer. Idempotent. */
    async close() {
      closed = true;
      await shutdown();
    },
  };
}

export type StubUpstream = Awaited<ReturnType<typeof startStubUpstream>>;
