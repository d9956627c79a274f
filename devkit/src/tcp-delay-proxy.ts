// A TCP proxy that holds every chunk for a while before passing it on: a slow server, or a slow
// network to it, for tests of what a client does when answers come late.
import { connect, createServer, type Socket } from 'node:net';

export type TcpDelayProxy = {
  /** The port to connect to instead of the server's. */
  readonly port: number;
  /** How long each chunk is held, each way; may be changed while connections are open. */
  delayMs: number;
  /** Sockets open now, both sides of each connection counted. */
  readonly openSockets: number;
  close(): Promise<void>;
};

/**
 * Starts a proxy on loopback to `127.0.0.1:<targetPort>` that delays everything by `delayMs`.
 *
 * @example
 * const slow = await startTcpDelayProxy(ldap.port, 1_500);
 * const url = `ldap://127.0.0.1:${slow.port}`;
 */
export async function startTcpDelayProxy(targetPort: number, delayMs: number): Promise<TcpDelayProxy> {
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const state = { delayMs };
  const relay = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, state.delayMs);
    });
    // a connection one side closes is closed on the other at once: what is still held is dropped
    from.once('close', () => to.destroy());
    from.once('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    track(client);
    track(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    port,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get openSockets() {
      return sockets.size;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
