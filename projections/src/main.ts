// The projections service: runs every read model's worker. Several instances may run;
// each read model is applied by one of them at a time (the others stand by).
import { loadRuntimeConfig } from '@gamepod/event-store';
import { startHealthServer } from './health-server.ts';
import { startProjectionWorkers } from './run-workers.ts';

const config = loadRuntimeConfig();
// each line says when: an operator lines a worker's errors up with a failure elsewhere
const at = () => new Date().toISOString();
const log = {
  info: (obj: object, msg: string) => console.log(JSON.stringify({ level: 'info', time: at(), msg, ...obj })),
  warn: (obj: object, msg: string) => console.warn(JSON.stringify({ level: 'warn', time: at(), msg, ...obj })),
  error: (obj: object, msg: string) =>
    console.error(
      JSON.stringify({ level: 'error', time: at(), msg, ...obj, err: String((obj as { err?: unknown }).err) }),
    ),
};
const running = await startProjectionWorkers({ ...config, log });
const port = Number(process.env.PORT ?? 8081);
const health = await startHealthServer(running.workers, port, process.env.HOST ?? '0.0.0.0');
log.info(
  { projections: running.workers.map((w) => w.projection.name), health_port: port },
  'projection workers started',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    health.close();
    await running.stop();
    process.exit(0);
  });
}
