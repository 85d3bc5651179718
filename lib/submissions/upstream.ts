import { extname } from 'node:path';
import { ATTACHMENT_MEDIA_TYPES, readAttachment, type AttachmentExtension } from './attachments';
import { isRelayedKind, type RelayedKind, type StoredSubmission } from './schema';

/** Where each kind goes on the hospital API (the catalogue's POST endpoints). */
export const UPSTREAM_PATHS: Record<RelayedKind, string> = {
  appointment: '/add-appointment',
  'doctor-appointment': '/add-doctorAppointment',
  contact: '/add-contact',
  callback: '/add-contact',
  'career-application': '/apply-form',
};

/** A submission that can never be delivered as stored (retrying cannot help). */
export class UndeliverableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableError';
  }
}

const TIME_ZONE = 'Asia/Kolkata';

/** The creation date and time in India, `YYYY-MM-DD` and `HH:MM`: the spec's defaults for the appointment's date and time. */
export function indiaDateTime(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

function field(payload: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  }
  return '';
}

export interface UpstreamRequest {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string | FormData;
}

/** The request that delivers one stored submission; throws UndeliverableError when it cannot be built. */
export async function buildUpstreamRequest(
  row: StoredSubmission,
  baseUrl: string,
  dataDir: string,
): Promise<UpstreamRequest> {
  // Only pending rows are claimed, and a kind kept for review is never pending; this keeps it so.
  if (!isRelayedKind(row.kind))
    throw new UndeliverableError(`${row.kind} requests are kept for staff review, never relayed`);
  const url = `${baseUrl.replace(/\/+$/, '')}${UPSTREAM_PATHS[row.kind]}`;
  const headers: Record<string, string> = { 'Idempotency-Key': row.id, Accept: 'application/json' };
  const payload = row.payload;
  const json = (body: Record<string, unknown>): UpstreamRequest => ({
    url,
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  switch (row.kind) {
    case 'appointment': {
      const defaults = indiaDateTime(row.createdAt);
      return json({
        name: field(payload, 'name'),
        phone: field(payload, 'phone'),
        email: field(payload, 'email'),
        location: field(payload, 'location', 'hospital'),
        specialty: field(payload, 'specialty', 'speciality'),
        message: field(payload, 'message'),
        date: field(payload, 'date') || defaults.date,
        time: field(payload, 'time') || defaults.time,
      });
    }
    case 'doctor-appointment':
      return json(payload);
    case 'contact':
      return json({
        name: field(payload, 'name'),
        email: field(payload, 'email'),
        phone: field(payload, 'phone'),
        message: field(payload, 'message'),
      });
    case 'callback':
      return json({
        name: field(payload, 'name'),
        email: field(payload, 'email'),
        phone: field(payload, 'phone'),
        message: 'connect',
      });
    case 'career-application': {
      const attachment = row.attachment;
      if (!attachment) throw new UndeliverableError('career application has no CV attached');
      const extension = extname(attachment.path).slice(1).toLowerCase() as AttachmentExtension;
      const mediaType = ATTACHMENT_MEDIA_TYPES[extension] ?? attachment.mediaType;
      // A missing file is retried, not dead: with several instances on one PostgreSQL, the
      // folder may be another instance's (SUBMISSIONS_DATA_DIR must then be shared storage).
      const bytes = await readAttachment(dataDir, attachment.path);
      const form = new FormData();
      form.append('name', field(payload, 'name'));
      form.append('phone', field(payload, 'phone'));
      form.append('email', field(payload, 'email'));
      form.append('id', field(payload, 'id', 'jobId'));
      form.append(
        'cv',
        new Blob([new Uint8Array(bytes)], { type: mediaType }),
        `cv-${row.reference}.${extension}`,
      );
      // fetch sets the multipart Content-Type with its boundary.
      return { url, method: 'POST', headers, body: form };
    }
    default: {
      const unknownKind: never = row.kind;
      throw new UndeliverableError(`unknown kind ${String(unknownKind)}`);
    }
  }
}

const MAX_BODY_CHARS = 16_384;

/** The answer's body as JSON when it is JSON, otherwise its text (shortened), for the record. */
export async function readAnswerBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text === '') return null;
  try {
    if (text.length <= MAX_BODY_CHARS) return JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
}

/** Network errors, timeouts, 408, 429 and 5xx may pass; any other 4xx will answer the same again. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}
