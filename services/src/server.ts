import { connectNats, EventStore, ensureStreamsAtStart, streamReplicasFromEnv } from '@gamepod/event-store';
import type { NatsAccountSigner } from '@gamepod/event-store/nats-auth';
import { catalogue, type StoreNames } from '@gamepod/events';
import { CheckpointWatcher, openDatabase } from '@gamepod/log-runtime';
import { ALL_PROJECTIONS, type ReadModel } from '@gamepod/projections';
import { type App, type BuildAppOptions, buildApp } from './app.ts';
import type { LoggerSetting } from './http/logger.ts';

export type StartServicesOptions = {
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: StoreNames;
  readonly host?: string;
  /** 0 picks a free port; `url` says which. */
  readonly port?: number;
  /** Read models whose lag health reports and whose checkpoints commands wait for. */
  readonly projections?: readonly ReadModel[];
  readonly uiRoot?: string;
  readonly logger?: LoggerSetting;
  /** See BuildAppOptions.trustProxy (TRUST_PROXY in production). */
  readonly trustProxy?: string;
  /** With NATS in operator mode: the app account's signer, to mint each bridge's creds. */
  readonly natsAuth?: NatsAccountSigner;
  /** The NATS URL to hand bridges, when it differs from `natsUrl`. */
  readonly natsPublicUrl?: string;
  /** See BuildAppOptions.staffIdleTimeoutMs (STAFF_IDLE_MINUTES in production). */
  readonly staffIdleTimeoutMs?: number;
  /** See BuildAppOptions.heartbeatMs (30 s by default); tests shorten it. */
  readonly heartbeatMs?: number;
  /** See BuildAppOptions.clock (tests move it to reach a reservation's start or a seat's expiry). */
  readonly clock?: () => Date;
  /** See BuildAppOptions.reactions. */
  readonly reactions?: BuildAppOptions['reactions'];
  /** See BuildAppOptions.payments (default: from the environment). */
  readonly payments?: BuildAppOptions['payments'];
};

export type RunningServices = {
  readonly url: string;
  readonly app: App;
  /** Stops accepting, closes sockets, then the watcher, Postgres and NATS, in that order. */
  close(): Promise<void>;
};

/**
 * Opens NATS, Postgres and the checkpoint watcher, makes sure the streams exist, and
 * listens. Projection workers run elsewhere (they scale separately).
 *
 * @example const services = await startServices({ natsUrl, databaseUrl, names: PRODUCTION_NAMES, port: 8080 });
 */
export async function startServices(opts: StartServicesOptions): Promise<RunningServices> {
  const projections = opts.projections ?? ALL_PROJECTIONS;
  const cleanups: Array<() => Promise<unknown>> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-services' });
    cleanups.push(() => nc.drain());
    const database = openDatabase(opts.databaseUrl, { applicationName: 'gamepod-services' });
    cleanups.push(() => database.close());
    const checkpoints = await new CheckpointWatcher(
      opts.databaseUrl,
      projections.map((p) => p.name),
    ).start();
    cleanups.push(() => checkpoints.close());
    await ensureStreamsAtStart(nc, opts.names, streamReplicasFromEnv(), (message) => console.warn(message));
    const store = new EventStore({ nc, names: opts.names, registry: catalogue });
    const app = buildApp(
      {
        store,
        db: database.db,
        nc,
        checkpoints,
        names: opts.names,
        projections,
        ...(opts.natsAuth ? { natsAuth: opts.natsAuth } : {}),
        ...(opts.natsPublicUrl ? { natsPublicUrl: opts.natsPublicUrl } : {}),
      },
      {
        logger: opts.logger ?? true,
        uiRoot: opts.uiRoot,
        trustProxy: opts.trustProxy,
        staffIdleTimeoutMs: opts.staffIdleTimeoutMs,
        ...(opts.heartbeatMs ? { heartbeatMs: opts.heartbeatMs } : {}),
        ...(opts.clock ? { clock: opts.clock } : {}),
        ...(opts.reactions ? { reactions: opts.reactions } : {}),
        ...(opts.payments ? { payments: opts.payments } : {}),
      },
    );
    cleanups.push(() => app.close());
    const address = await app.listen({ host: opts.host ?? '127.0.0.1', port: opts.port ?? 8080 });
    return { url: address, app, close: closeAll };
  } catch (err) {
    await closeAll();
    throw err;
  }
}
