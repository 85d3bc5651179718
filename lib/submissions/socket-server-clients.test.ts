/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { makeTempDir, waitFor } from '@/test-support/submissions/support';
import { socketServerClients } from './socket-server-clients';

// socket-facade.ts cuts off a client that holds the database too long through a private field of
// PGLiteSocketServer. If a new version renames or reshapes that field, this fails here, where the
// cause is plain, rather than leaving such a client connected.
describe("PGLiteSocketServer's private client set, which socket-facade.ts relies on", () => {
  let folder: ReturnType<typeof makeTempDir>;
  let server: PGLiteSocketServer;
  let client: Socket | undefined;

  beforeEach(async () => {
    folder = makeTempDir('socket-server-clients');
    // No query reaches it: the server waits for it to be ready and asks, as a client leaves, whether
    // a transaction is open.
    const db = { waitReady: Promise.resolve(), isInTransaction: () => false } as unknown as PGlite;
    server = new PGLiteSocketServer({ db, path: join(folder.path, '.s.PGSQL.5432') });
    await server.start();
  });

  afterEach(async () => {
    client?.destroy();
    await server.stop();
    folder.remove();
  });

  it('is a Set, empty before any client connects', () => {
    const clients = socketServerClients(server);
    expect(clients).toBeInstanceOf(Set);
    expect([...(clients ?? [])]).toHaveLength(0);
  });

  it('holds each connected client, and detaching one closes its connection', async () => {
    const connected = new Promise((resolve) => server.addEventListener('connection', resolve));
    const socket = connect(join(folder.path, '.s.PGSQL.5432'));
    client = socket;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await connected;

    const clients = [...(socketServerClients(server) ?? [])];
    expect(clients).toHaveLength(1);
    expect(typeof clients[0]?.detach).toBe('function');

    await clients[0]!.detach(true);
    await closed;
    await waitFor(() => socket.destroyed, { what: 'the client socket to close' });
  });
});
