// How the stub answers in JSON: every answer's images point at the stub itself.
import type { ServerResponse } from 'node:http';
import { withImagesOn } from './catalogue';

export type SendJson = (response: ServerResponse, status: number, body: unknown) => void;

/** Answers with `body` as JSON, its image paths made absolute on the stub's current origin. */
export function jsonSender(origin: () => string): SendJson {
  return (response, status, body) => {
    const payload = JSON.stringify(withImagesOn(body, origin()));
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
    });
    response.end(payload);
  };
}

export const sendNotFound = (send: SendJson, response: ServerResponse) =>
  send(response, 404, { errorMessage: 'Not found' });

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
