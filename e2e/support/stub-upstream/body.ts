// Reading a POSTed form as the upstream would: JSON, or a form (multipart or URL-encoded) read
// by the platform's own parser through a web Request.
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 20 * 1024 * 1024;
const FIRST_BYTES = 32;

/** A failure the client caused, answered with its status. */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A file part as recorded: what arrived, not its content (the first bytes show its signature). */
export interface ReceivedFile {
  filename: string;
  contentType: string;
  size: number;
  /** Base64 of the first 32 bytes. */
  firstBytes: string;
}

export type FormBody = Record<string, unknown>;

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyError('Payload too large', 413));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Repeated names become lists, as a form with several values for one name reads. */
function addField(target: FormBody, name: string, value: unknown): void {
  if (!Object.hasOwn(target, name)) {
    target[name] = value;
    return;
  }
  const previous = target[name];
  target[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

async function receivedFile(file: File): Promise<ReceivedFile> {
  const head = Buffer.from(await file.slice(0, FIRST_BYTES).arrayBuffer());
  return {
    filename: file.name,
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    firstBytes: head.toString('base64'),
  };
}

async function formFields(body: Buffer, contentType: string): Promise<FormBody> {
  let form: FormData;
  try {
    form = await new Request('http://stub.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch (error) {
    throw new BodyError(`Unreadable form: ${(error as Error).message}`, 400);
  }
  const fields: FormBody = {};
  for (const [name, value] of form) {
    addField(fields, name, typeof value === 'string' ? value : await receivedFile(value));
  }
  return fields;
}

const isObject = (value: unknown): value is FormBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a POST. A form's text fields are strings and its files ReceivedFile records;
 * JSON must be an object; a body of any other type carries no fields, as with the upstream's
 * body parsers.
 */
export async function parseRequestBody(body: Buffer, contentType = ''): Promise<FormBody> {
  const type = contentType.toLowerCase();
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  )
    return formFields(body, contentType);
  const text = body.toString('utf8');
  const json = type.includes('json');
  if (!json && type !== '') return {};
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (json) throw new BodyError('Invalid JSON body', 400);
    return {};
  }
  if (!isObject(parsed)) {
    if (json) throw new BodyError('A JSON body must be an object', 400);
    return {};
  }
  return parsed;
}
