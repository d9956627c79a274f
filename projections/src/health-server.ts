import { createServer, type Server } from 'node:http';
import type { ProjectionWorker } from '@gamepod/log-runtime';

/** What `/health` reports for one worker. */
export type WorkerHealth = { name: string; state: string; checkpoint: number; error: string | null };

/** Healthy unless a worker is failing: a standby instance is as healthy as the leader. */
export function workersHealth(workers: readonly ProjectionWorker[]): { ok: boolean; workers: WorkerHealth[] } {
  const list = workers.map((w) => ({
    name: w.projection.name,
    state: w.state,
    checkpoint: w.checkpoint,
    error: w.lastError ?? null,
  }));
  return {
    ok: list.every((w) => w.state === 'running' || w.state === 'standby' || w.state === 'starting'),
    workers: list,
  };
}

/** A tiny HTTP server for the container healthcheck of the projections service. */
export function startHealthServer(
  workers: readonly ProjectionWorker[],
  port: number,
  host = '0.0.0.0',
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: false,
          message: `Route ${req.method} ${req.url} not found`,
          data: { code: 'not_found' },
        }),
      );
      return;
    }
    const health = workersHealth(workers);
    res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: health.ok, message: health.ok ? 'ok' : 'a projection is failing', data: health }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
