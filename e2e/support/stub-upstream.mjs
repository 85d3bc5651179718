// Stub of the real hospital API for tests (Playwright, Jest, manual runs).
//
// Plain Node 20 ESM, standard library only. Serves the embedded catalogue
// (content/catalogue/*.json) over the real API paths under `/api`, serves the
// placeholder images under `/catalogue/...` from public/catalogue/, records the
// POSTed forms in memory and can be steered (response "reading", faults) both
// programmatically and over HTTP under `/__control`.
//
// Programmatic use:
//   import { startStubUpstream } from './stub-upstream.mjs';
//   const stub = await startStubUpstream({ port: 0 });
//   process.env.API_URL = stub.apiUrl; // http://127.0.0.1:PORT/api
//   stub.setFault({ kind: '500', paths: ['/api/products-get'] });
//   ...
//   await stub.close();
//
// CLI:
//   node e2e/support/stub-upstream.mjs --port 4010 [--reading b]
//        [--catalogue-dir DIR] [--public-dir DIR]
//   prints "stub upstream listening on http://127.0.0.1:4010/api" and runs
//   until SIGTERM / SIGINT.

import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CATALOGUE_DIR = path.resolve(HERE, '../../content/catalogue');
/** The site's `public` folder; `/catalogue/x` is served from `${publicDir}/catalogue/x`. */
export const DEFAULT_PUBLIC_DIR = path.resolve(HERE, '../../public');

export const READINGS = Object.freeze(['a', 'b']);
export const FAULT_KINDS = Object.freeze(['500', 'slow', 'malformed', 'refuse']);
const DEFAULT_SLOW_MS = 15000;
const MAX_BODY_BYTES = 20 * 1024 * 1024;
const FIRST_BYTES = 32;

const CATALOGUE_FILES = Object.freeze({
  doctors: 'doctors.json',
  categories: 'categories.json',
  blogs: 'blogs.json',
  awards: 'awards.json',
  news: 'news.json',
  events: 'events.json',
  videos: 'videos.json',
  careers: 'careers.json',
});

const POST_ROUTES = Object.freeze({
  '/api/add-appointment': 'Appointment booked',
  '/api/add-doctorAppointment': 'Doctor appointment booked',
  '/api/add-contact': 'Contact saved',
  '/api/apply-form': 'Application submitted',
});

const CONTENT_TYPES = Object.freeze({
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
});

// ---------------------------------------------------------------------------
// helpers

/** lowercase, "&" -> "and", runs of non-alphanumerics -> "-", trim "-". */
export function slugify(value) {
  return String(value ?? '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function lower(v) {
  return String(v ?? '').toLowerCase();
}

function positiveInt(raw, fallback) {
  if (raw === null || raw === undefined || String(raw).trim() === '') return fallback;
  const n = Number.parseInt(String(raw), 10);
  return Number.isFinite(n) && n >= 1 ? n : fallback;
}

function paginate(list, page, size) {
  const start = (page - 1) * size;
  return list.slice(start, start + size);
}

const IMAGE_KEYS = new Set(['images', 'image']);

/** Deep copy; strings starting with "/catalogue/" under keys images/image become absolute. */
function rewriteImages(value, origin, underImageKey = false) {
  if (typeof value === 'string') {
    return underImageKey && value.startsWith('/catalogue/') ? origin + value : value;
  }
  if (Array.isArray(value)) return value.map((v) => rewriteImages(v, origin, underImageKey));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = rewriteImages(v, origin, underImageKey || IMAGE_KEYS.has(k));
    }
    return out;
  }
  return value;
}

function loadCatalogue(dir) {
  const data = {};
  const missing = [];
  for (const [key, file] of Object.entries(CATALOGUE_FILES)) {
    const full = path.join(dir, file);
    let text;
    try {
      text = fs.readFileSync(full, 'utf8');
    } catch (err) {
      if (err.code === 'ENOENT') {
        data[key] = [];
        missing.push(file);
        continue;
      }
      throw err;
    }
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new Error(`stub-upstream: ${full} is not valid JSON: ${err.message}`);
    }
    if (!Array.isArray(parsed)) throw new Error(`stub-upstream: ${full} must hold a JSON array`);
    data[key] = parsed;
  }
  return { data, missing };
}

function normaliseReading(r) {
  const v = String(r ?? '').toLowerCase();
  if (!READINGS.includes(v))
    throw new TypeError(`stub-upstream: reading must be "a" or "b", got ${JSON.stringify(r)}`);
  return v;
}

function normaliseFault(f) {
  if (f === null || f === undefined || f === false) return null;
  if (typeof f === 'string' || typeof f === 'number') f = { kind: f };
  if (typeof f !== 'object') throw new TypeError('stub-upstream: fault must be null or an object');
  const kind = String(f.kind);
  if (!FAULT_KINDS.includes(kind)) {
    throw new TypeError(
      `stub-upstream: fault.kind must be one of ${FAULT_KINDS.join(', ')}, got ${JSON.stringify(f.kind)}`,
    );
  }
  const out = { kind };
  if (kind === 'slow') {
    const ms = f.ms === undefined || f.ms === null ? DEFAULT_SLOW_MS : Number(f.ms);
    if (!Number.isFinite(ms) || ms < 0)
      throw new TypeError('stub-upstream: fault.ms must be a non-negative number');
    out.ms = ms;
  }
  if (kind === '500' && 'message' in f) {
    if (f.message !== null && typeof f.message !== 'string') {
      throw new TypeError('stub-upstream: fault.message must be a string or null');
    }
    out.message = f.message;
  }
  if (f.paths !== undefined && f.paths !== null) {
    const paths = Array.isArray(f.paths) ? f.paths : [f.paths];
    // "products-get" is shorthand for "/api/products-get"
    out.paths = paths.map((p) => (String(p).startsWith('/') ? String(p) : `/api/${p}`));
  }
  if (f.methods !== undefined && f.methods !== null) {
    const methods = Array.isArray(f.methods) ? f.methods : [f.methods];
    out.methods = methods.map((m) => String(m).toUpperCase());
  }
  return out;
}

function faultApplies(fault, method, pathname) {
  if (!fault) return false;
  if (fault.methods && !fault.methods.includes(method)) return false;
  if (fault.paths && !fault.paths.some((p) => pathname.startsWith(p))) return false;
  return true;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Payload too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headerParam(header, name) {
  // e.g. form-data; name="file"; filename="cv.pdf"
  const re = new RegExp(`(?:^|;)\\s*${name}\\*?=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i');
  const m = re.exec(header);
  if (!m) return undefined;
  if (m[1] !== undefined) return m[1].replace(/\\(.)/g, '$1');
  let v = m[2].trim();
  const ext = /^[\w-]+'[^']*'(.*)$/.exec(v); // RFC 5987 utf-8''...
  if (ext) v = safeDecode(ext[1]);
  return v;
}

function addField(target, name, value) {
  if (Object.prototype.hasOwnProperty.call(target, name)) {
    const prev = target[name];
    target[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  } else {
    target[name] = value;
  }
}

/**
 * Minimal multipart/form-data parser. Text fields become string values; file
 * parts become { filename, contentType, size, firstBytes (base64 of the first
 * 32 bytes) }. Repeated names become arrays.
 */
export function parseMultipart(buf, contentType) {
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) throw Object.assign(new Error('multipart body without boundary'), { status: 400 });
  const delim = Buffer.from(`--${boundary}`);
  const out = {};
  let pos = buf.indexOf(delim);
  if (pos < 0) throw Object.assign(new Error('multipart boundary not found'), { status: 400 });
  while (pos >= 0) {
    let start = pos + delim.length;
    if (buf.slice(start, start + 2).toString() === '--') break; // closing delimiter
    if (buf.slice(start, start + 2).toString() === '\r\n') start += 2;
    const next = buf.indexOf(delim, start);
    if (next < 0) break;
    let end = next;
    if (buf.slice(end - 2, end).toString() === '\r\n') end -= 2;
    const part = buf.slice(start, end);
    const headEnd = part.indexOf('\r\n\r\n');
    const headText = headEnd >= 0 ? part.slice(0, headEnd).toString('utf8') : part.toString('utf8');
    const content = headEnd >= 0 ? part.slice(headEnd + 4) : Buffer.alloc(0);
    const headers = {};
    for (const line of headText.split('\r\n')) {
      const i = line.indexOf(':');
      if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const disp = headers['content-disposition'] || '';
    const name = headerParam(disp, 'name') ?? '';
    const filename = headerParam(disp, 'filename');
    if (filename !== undefined) {
      addField(out, name, {
        filename,
        contentType: headers['content-type'] || 'application/octet-stream',
        size: content.length,
        firstBytes: content.slice(0, FIRST_BYTES).toString('base64'),
      });
    } else {
      addField(out, name, content.toString('utf8'));
    }
    pos = next;
  }
  return out;
}

function parseRequestBody(buf, contentType = '') {
  const ct = contentType.toLowerCase();
  if (ct.startsWith('multipart/form-data')) return parseMultipart(buf, contentType);
  if (ct.startsWith('application/x-www-form-urlencoded')) {
    const out = {};
    for (const [k, v] of new URLSearchParams(buf.toString('utf8'))) addField(out, k, v);
    return out;
  }
  const text = buf.toString('utf8');
  if (ct.includes('json') || ct === '') {
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text);
    } catch {
      if (ct.includes('json')) throw Object.assign(new Error('Invalid JSON body'), { status: 400 });
      return text;
    }
  }
  return text;
}

// ---------------------------------------------------------------------------
// server

/**
 * @param {{ port?: number, host?: string, catalogueDir?: string, publicDir?: string, reading?: 'a'|'b' }} [options]
 */
export async function startStubUpstream({
  port = 0,
  host = '127.0.0.1',
  catalogueDir = DEFAULT_CATALOGUE_DIR,
  publicDir = DEFAULT_PUBLIC_DIR,
  reading = 'a',
} = {}) {
  const { data: cat, missing } = loadCatalogue(path.resolve(catalogueDir));
  const staticRoot = path.resolve(publicDir, 'catalogue');
  const initialReading = normaliseReading(reading);

  const state = {
    reading: initialReading,
    fault: null,
    received: [],
    duplicates: 0,
    idempotency: new Map(), // `${path}\n${key}` -> message
    requests: [],
  };

  let server = null;
  let boundPort = port;
  let origin = '';
  const sockets = new Set();
  const timers = new Set();
  let closed = false;

  const hostForUrl = () => (host.includes(':') ? `[${host}]` : host);

  function sendJson(res, status, body) {
    const payload = JSON.stringify(rewriteImages(body, origin));
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
    });
    res.end(payload);
  }

  const notFound = (res) => sendJson(res, 404, { errorMessage: 'Not found' });

  // --- GET API ------------------------------------------------------------

  function handleApiGet(pathname, query, res) {
    const seg = (prefix) => safeDecode(pathname.slice(prefix.length));

    if (pathname === '/api/products-get') {
      return sendJson(res, 200, { products: cat.doctors, message: 'Doctors fetched' });
    }
    if (pathname.startsWith('/api/product-get-slug/')) {
      const slug = seg('/api/product-get-slug/');
      const product = cat.doctors.find((d) => d.slug === slug);
      if (!product) return sendJson(res, 404, { errorMessage: 'Doctor not found' });
      return sendJson(res, 200, { product, message: 'Doctor fetched' });
    }
    if (pathname.startsWith('/api/doctor-by-category/')) {
      const param = seg('/api/doctor-by-category/');
      const p = lower(param);
      const ps = slugify(param);
      const doctor = cat.doctors.filter(
        (d) => lower(d.category) === p || (ps !== '' && slugify(d.category) === ps),
      );
      return sendJson(res, 200, { doctor, message: 'Doctors fetched' });
    }
    if (pathname === '/api/get-doctor-city') {
      const city = lower(query.get('city')).trim();
      const doctorCityData = city
        ? cat.doctors.filter((d) =>
            String(d.city ?? '')
              .split(',')
              .some((c) => lower(c).trim() === city),
          )
        : [];
      return sendJson(res, 200, { doctorCityData, message: 'Doctors fetched' });
    }
    if (pathname === '/api/category-get') {
      const search = lower(query.get('searchValue') ?? query.get('searchQuery') ?? '').trim();
      const paged = query.has('page') || query.has('parPage');
      let list = cat.categories;
      if (search) list = list.filter((c) => lower(c.name).includes(search));
      const total = list.length;
      if (paged)
        list = paginate(
          list,
          positiveInt(query.get('page'), 1),
          positiveInt(query.get('parPage'), 10),
        );
      if (state.reading === 'b') {
        return sendJson(res, 200, {
          categoryData: list,
          totalCategory: total,
          message: 'Categories fetched',
        });
      }
      return sendJson(res, 200, { categorys: list, message: 'Categories fetched' });
    }
    if (pathname.startsWith('/api/single-speciality/')) {
      const id = seg('/api/single-speciality/');
      const specialityPage = cat.categories.find((c) => c.slug === id || c._id === id);
      if (!specialityPage) return sendJson(res, 404, { errorMessage: 'Speciality not found' });
      return sendJson(res, 200, { specialityPage });
    }
    if (pathname === '/api/get-video') {
      return sendJson(res, 200, { videoData: cat.videos });
    }
    if (pathname === '/api/blog-gets') {
      const search = lower(query.get('searchValue') ?? query.get('searchQuery') ?? '').trim();
      let list = cat.blogs;
      if (search) {
        list = list.filter(
          (b) =>
            lower(b.name).includes(search) ||
            lower(b.category).includes(search) ||
            lower(b.type).includes(search),
        );
      }
      const total = list.length;
      const page = paginate(
        list,
        positiveInt(query.get('page'), 1),
        positiveInt(query.get('pageSize'), 10),
      );
      if (state.reading === 'b') return sendJson(res, 200, { blogs: page, totalBlogs: total });
      return sendJson(res, 200, { blogData: page, message: 'Blogs fetched' });
    }
    if (pathname.startsWith('/api/single-blog/')) {
      const id = seg('/api/single-blog/');
      const blogPage = cat.blogs.find((b) => b.slug === id || b._id === id);
      if (!blogPage) return sendJson(res, 404, { errorMessage: 'Blog not found' });
      return sendJson(res, 200, { blogPage });
    }
    if (pathname === '/api/awards-get') return sendJson(res, 200, { awards: cat.awards });
    if (pathname === '/api/newss-get') return sendJson(res, 200, { newss: cat.news });
    if (pathname === '/api/events-get') return sendJson(res, 200, { events: cat.events });
    if (pathname === '/api/careers-get') {
      return sendJson(res, 200, { careers: cat.careers, message: 'Careers fetched' });
    }
    return notFound(res);
  }

  // --- POST API -----------------------------------------------------------

  async function handleApiPost(pathname, req, res) {
    const message = POST_ROUTES[pathname];
    let body;
    try {
      body = parseRequestBody(await readBody(req), req.headers['content-type'] || '');
    } catch (err) {
      return sendJson(res, err.status || 400, { errorMessage: err.message });
    }
    const key = req.headers['idempotency-key'];
    if (key !== undefined && key !== '') {
      const mapKey = `${pathname}\n${key}`;
      if (state.idempotency.has(mapKey)) {
        state.duplicates += 1;
        return sendJson(res, 200, { success: true, message: state.idempotency.get(mapKey) });
      }
      state.idempotency.set(mapKey, message);
    }
    state.received.push({
      path: pathname,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      body,
      receivedAt: new Date().toISOString(),
    });
    return sendJson(res, 200, { success: true, message });
  }

  // --- static -------------------------------------------------------------

  async function handleStatic(pathname, method, res) {
    const rel = safeDecode(pathname.slice('/catalogue/'.length));
    const file = path.resolve(staticRoot, rel);
    if (rel.includes('\0') || !file.startsWith(staticRoot + path.sep)) return notFound(res);
    let st;
    try {
      st = await fsp.stat(file);
    } catch {
      return notFound(res);
    }
    if (!st.isFile()) return notFound(res);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream',
      'content-length': st.size,
      'cache-control': 'no-store',
    });
    if (method === 'HEAD') return res.end();
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  // --- control ------------------------------------------------------------

  function publicState() {
    return { reading: state.reading, fault: state.fault };
  }

  function setReading(r) {
    state.reading = normaliseReading(r);
  }
  function setFault(f) {
    state.fault = normaliseFault(f);
  }
  /** Changes catalogue records in place, as an editor would upstream: `{ collection, match, set }`. */
  function patch({ collection, match, set } = {}) {
    const list = cat[collection];
    if (!Array.isArray(list))
      throw new TypeError(`stub-upstream: unknown collection ${JSON.stringify(collection)}`);
    if (!match || typeof match !== 'object' || !set || typeof set !== 'object') {
      throw new TypeError('stub-upstream: patch needs match and set objects');
    }
    const records = list.filter((record) =>
      Object.entries(match).every(([key, value]) => record[key] === value),
    );
    for (const record of records) Object.assign(record, set);
    return records.length;
  }

  function reset() {
    state.received = [];
    state.duplicates = 0;
    state.idempotency.clear();
    state.requests = [];
    state.fault = null;
    state.reading = 'a';
  }

  async function handleControl(pathname, method, req, res) {
    const sub = pathname.replace(/^\/__control\/?/, '');
    if (method === 'GET' && (sub === '' || sub === 'config'))
      return sendJson(res, 200, publicState());
    if (method === 'GET' && sub === 'received') {
      return sendJson(res, 200, { received: state.received, duplicates: state.duplicates });
    }
    if (method === 'GET' && sub === 'requests')
      return sendJson(res, 200, { requests: state.requests });
    if (method === 'POST' && sub === 'reset') {
      await readBody(req).catch(() => {});
      reset();
      return sendJson(res, 200, { ok: true, ...publicState() });
    }
    if (method === 'POST' && sub === 'patch') {
      try {
        const raw = (await readBody(req)).toString('utf8');
        return sendJson(res, 200, { ok: true, patched: patch(raw.trim() ? JSON.parse(raw) : {}) });
      } catch (err) {
        return sendJson(res, 400, { errorMessage: err.message });
      }
    }
    if (method === 'POST' && sub === 'config') {
      let body;
      try {
        const raw = (await readBody(req)).toString('utf8');
        body = raw.trim() ? JSON.parse(raw) : {};
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw new TypeError('config body must be a JSON object');
        // validate both before applying either
        const nextReading = 'reading' in body ? normaliseReading(body.reading) : state.reading;
        const nextFault = 'fault' in body ? normaliseFault(body.fault) : state.fault;
        state.reading = nextReading;
        state.fault = nextFault;
      } catch (err) {
        return sendJson(res, 400, { errorMessage: err.message });
      }
      return sendJson(res, 200, { ok: true, ...publicState() });
    }
    return notFound(res);
  }

  // --- dispatcher ---------------------------------------------------------

  async function route(req, res, method, pathname, query) {
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] || 'content-type, idempotency-key',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    if (pathname.startsWith('/catalogue/')) {
      if (method !== 'GET' && method !== 'HEAD') return notFound(res);
      return handleStatic(pathname, method, res);
    }
    if (pathname in POST_ROUTES) {
      if (method !== 'POST') return sendJson(res, 405, { errorMessage: 'Method not allowed' });
      return handleApiPost(pathname, req, res);
    }
    if (method === 'GET' || method === 'HEAD') return handleApiGet(pathname, query, res);
    return notFound(res);
  }

  async function onRequest(req, res) {
    const method = (req.method || 'GET').toUpperCase();
    let url;
    try {
      url = new URL(req.url || '/', 'http://stub.invalid');
    } catch {
      return notFound(res);
    }
    let pathname = url.pathname;
    if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '');
    res.setHeader('access-control-allow-origin', '*');

    if (pathname === '/__control' || pathname.startsWith('/__control/')) {
      return handleControl(pathname, method, req, res);
    }

    const fault = faultApplies(state.fault, method, pathname) ? state.fault : null;
    state.requests.push({
      method,
      path: pathname + url.search,
      at: new Date().toISOString(),
      fault: fault ? fault.kind : null,
    });

    if (fault?.kind === 'refuse') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === '500') {
      if (fault.message === null) {
        res.writeHead(500, { 'content-length': 0 });
        return res.end();
      }
      return sendJson(res, 500, { errorMessage: fault.message ?? 'Upstream exploded' });
    }
    if (fault?.kind === 'malformed') {
      const payload = '{"products": [';
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(payload),
      });
      return res.end(payload);
    }
    if (fault?.kind === 'slow') {
      await new Promise((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          res.off('close', onClose);
          resolve(true);
        }, fault.ms);
        const onClose = () => {
          clearTimeout(t);
          timers.delete(t);
          resolve(false);
        };
        t.cancel = onClose;
        timers.add(t);
        res.once('close', onClose);
      });
      if (res.destroyed || res.writableEnded) return;
    }
    return route(req, res, method, pathname, url.searchParams);
  }

  function handler(req, res) {
    onRequest(req, res).catch((err) => {
      if (!res.headersSent && !res.destroyed) {
        try {
          sendJson(res, 500, { errorMessage: `stub-upstream internal error: ${err.message}` });
        } catch {
          res.destroy();
        }
      } else {
        res.destroy();
      }
    });
  }

  // --- lifecycle ----------------------------------------------------------

  function listen() {
    return new Promise((resolve, reject) => {
      const s = http.createServer(handler);
      s.keepAliveTimeout = 2000;
      s.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      const onError = (err) => reject(err);
      s.once('error', onError);
      s.listen(boundPort, host, () => {
        s.off('error', onError);
        boundPort = s.address().port;
        origin = `http://${hostForUrl()}:${boundPort}`;
        server = s;
        resolve();
      });
    });
  }

  function shutdown() {
    const s = server;
    server = null;
    for (const t of timers) t.cancel();
    timers.clear();
    if (!s) return Promise.resolve();
    return new Promise((resolve) => {
      s.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
  }

  await listen();

  const api = {
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
    /** catalogue files that were not found (served as empty lists) */
    missing,
    setReading,
    setFault,
    getConfig: publicState,
    received: () => structuredClone(state.received),
    duplicates: () => state.duplicates,
    requests: () => structuredClone(state.requests),
    patch,
    reset,
    /** Close the listening socket and every open connection (ECONNREFUSED until start()). */
    async stop() {
      if (closed) throw new Error('stub-upstream: already closed');
      await shutdown();
    },
    /** Listen again on the same port after stop(). No-op when already listening. */
    async start() {
      if (closed) throw new Error('stub-upstream: already closed');
      if (server) return;
      await listen();
    },
    get listening() {
      return server !== null;
    },
    /** Final shutdown: closes all sockets and pending slow-fault timers. Idempotent. */
    async close() {
      closed = true;
      await shutdown();
    },
  };
  return api;
}

// ---------------------------------------------------------------------------
// CLI

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const v = argv[++i];
      if (v === undefined) throw new Error(`missing value for ${flag}`);
      return v;
    };
    switch (flag) {
      case '--port':
      case '-p': {
        const p = Number(value());
        if (!Number.isInteger(p) || p < 0 || p > 65535) throw new Error(`invalid --port`);
        opts.port = p;
        break;
      }
      case '--reading':
        opts.reading = value();
        break;
      case '--catalogue-dir':
        opts.catalogueDir = path.resolve(value());
        break;
      case '--public-dir':
        opts.publicDir = path.resolve(value());
        break;
      case '--help':
      case '-h':
        opts.help = true;
        break;
      default:
        throw new Error(`unknown argument ${arg}`);
    }
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`stub-upstream: ${err.message}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log(
      'usage: node e2e/support/stub-upstream.mjs [--port 4010] [--reading a|b] [--catalogue-dir DIR] [--public-dir DIR]',
    );
    return;
  }
  const { help, ...startOpts } = opts;
  const stub = await startStubUpstream({ port: 4010, ...startOpts });
  if (stub.missing.length)
    console.error(
      `stub upstream: missing catalogue files (served empty): ${stub.missing.join(', ')}`,
    );
  console.log(`stub upstream listening on ${stub.apiUrl}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stub.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return (
      pathToFileURL(fs.realpathSync(process.argv[1])).href ===
      pathToFileURL(fs.realpathSync(fileURLToPath(import.meta.url))).href
    );
  } catch {
    return false;
  }
}

if (isMain()) {
  main().catch((err) => {
    const msg = err?.message || String(err);
    console.error(msg.startsWith('stub-upstream') ? msg : `stub-upstream: ${msg}`);
    process.exit(1);
  });
}
