// The load balancer in front of several service processes on one machine (production runs
// Caddy): HTTP requests and WebSocket upgrades go to the targets in turn. http-proxy-3 does the
// proxying (a maintained rewrite of http-proxy, WebSockets included); what is ours is the turn
// taking and the skipping of a target that just refused a connection.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

export type RoundRobinProxyOptions = {
  /** Base URLs (`http://127.0.0.1:8091`) to take turns between. */
  readonly targets: readonly string[];
  readonly host?: string;
  /** 0 (the default) picks a free port; `url` says which. */
  readonly port?: number;
  /** How long a target that refused a connection is skipped (default 2 s). */
  readonly downForMs?: number;
};

export type RoundRobinProxy = {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  /** How many requests and upgrades each target was given, by target URL. */
  readonly counts: Readonly<Record<string, number>>;
  /** Stops listening and closes the proxied WebSockets. */
  close(): Promise<void>;
};

/** A `{status, message, data}` reply, the shape every gamepod endpoint answers in. */
function unavailable(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: false, message: 'no service answered; try again', data: {} }));
}

/**
 * Starts an HTTP + WebSocket reverse proxy taking turns between `targets`. A target that
 * refuses a connection gets a 502 for that request and is skipped for `downForMs`, so a
 * killed service costs one request, not every other one. It adds X-Forwarded-For/-Proto/-Host.
 *
 * @example
 * const proxy = await startRoundRobinProxy({ targets: ['http://127.0.0.1:8091', 'http://127.0.0.1:8092'], port: 8080 });
 */
export async function startRoundRobinProxy(opts: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  if (opts.targets.length === 0) throw new Error('startRoundRobinProxy: no targets');
  const downForMs = opts.downForMs ?? 2_000;
  const downUntil = new Map<string, number>();
  const counts: Record<string, number> = Object.fromEntries(opts.targets.map((t) => [t, 0]));
  let next = 0;
  const pick = (): string => {
    const now = Date.now();
    for (let i = 0; i < opts.targets.length; i++) {
      const target = opts.targets[(next + i) % opts.targets.length] as string;
      if ((downUntil.get(target) ?? 0) <= now) {
        next = (next + i + 1) % opts.targets.length;
        return target;
      }
    }
    // every target refused lately: keep taking turns, one of them may be back
    const target = opts.targets[next % opts.targets.length] as string;
    next = (next + 1) % opts.targets.length;
    return target;
  };
  const proxy = createProxyServer({ xfwd: true, ws: true });
  const sockets = new Set<Socket>();
  const markDown = (target: string, err: Error) => {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') downUntil.set(target, Date.now() + downForMs);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = pick();
    counts[target] = (counts[target] ?? 0) + 1;
    proxy.web(req, res, { target }, (err) => {
      markDown(target, err);
      unavailable(res);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = pick();
    counts[target] = (counts[target] ?? 0) + 1;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    proxy.ws(req, socket, head, { target }, (err) => {
      markDown(target, err);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    port,
    server,
    counts,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      proxy.close();
      await closed;
    },
  };
}
