import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** One client connection of a PGLiteSocketServer, as far as we use it. */
export interface SocketServerClient {
  detach(close?: boolean): Promise<unknown>;
}

/**
 * The clients a PGLiteSocketServer is serving. It offers no public way to cut one off, so this
 * reads its private `handlers` field (socket-server-clients.test.ts fails if that field changes).
 */
export function socketServerClients(
  server: PGLiteSocketServer | undefined,
): Iterable<SocketServerClient> | undefined {
  return (server as unknown as { handlers?: Set<SocketServerClient> } | undefined)?.handlers;
}
