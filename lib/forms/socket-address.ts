import { Server, type IncomingMessage } from 'node:http';

/**
 * The header that carries the address of the socket a request arrived on. Next.js only writes
 * X-Forwarded-For when the client did not send one, so without a proxy that header is the
 * client's own to forge; this one is always overwritten here, before Next sees the request.
 */
export const SOCKET_ADDRESS_HEADER = 'x-site-socket-address';

const INSTALLED = Symbol.for('amandeep-hospital.socket-address-header');

/**
 * Makes every HTTP server in this process stamp SOCKET_ADDRESS_HEADER on each request. Called
 * once at start-up (instrumentation.ts), before the first request; `next start` creates a plain
 * node:http server, and route handlers have no other way to the socket.
 */
export function recordSocketAddresses(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithSocketAddress(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  prototype[INSTALLED] = true;
}
