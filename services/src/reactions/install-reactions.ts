import type { EventStore } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import { type Projection, ReactionsRuntime } from '@gamepod/log-runtime';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/nats-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import { BackupStore } from '../db-backups/adapters/backup-store.ts';
import {
  type BackupSchedule,
  backupScheduleFromEnv,
  ensureBackupSchedule,
} from '../db-backups/application/backup-schedule.ts';
import { FileStore } from '../files/file-store.ts';
import { venueBrands } from '../mail/mail-brand.ts';
import { mailerFromEnv, mailFromEnv } from '../mail/mail-config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { natsStationRevoker } from '../pods/application/station-revocation.ts';
import type { RealtimeHub } from '../realtime/realtime-hub.ts';
import { allowLoopbackFromEnv, type FetchLimits } from '../rss-feeds/adapters/feed-fetcher.ts';
import { ProviderSessionStore } from '../sso/adapters/provider-session-store.ts';
import { MobileLoginCodes } from '../users/application/mobile-login-codes.ts';
import { ResetCodes } from '../users/application/reset-codes.ts';
import { natsPublicEventStream } from '../webhooks/adapters/public-event-stream.ts';
import { WebhookLaneSnapshots } from '../webhooks/adapters/webhook-lane-snapshots.ts';
import { WebhookSecrets } from '../webhooks/adapters/webhook-secrets.ts';
import { type DeliveryLimits, webhookLoopbackFromEnv } from '../webhooks/adapters/webhook-sender.ts';
import { allReactions } from './all-reactions.ts';

/** The connections the reactions use (AppDeps has them). */
type Connections = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly checkpoints: ReadModelWatcher;
  /** The read models this deployment runs: a reaction waits only for those. */
  readonly projections: readonly Projection[];
  /** With NATS auth, stations hold credentials that a lost right to NATS revokes. */
  readonly natsAuth?: AppDeps['natsAuth'];
  readonly revokeStation?: AppDeps['revokeStation'];
};

export type ReactionsOptions = {
  /** Run reactions in this instance (default true; several instances share them, one leading). */
  readonly run?: boolean;
  /** Where mail goes; by default from SMTP_URL, else .eml files under `<GP_DATA_DIR or .data>/mail`. */
  readonly mailer?: Mailer;
  /** The longest the timer loop sleeps (10 s): timers another instance set are found within it. */
  readonly maxPollMs?: number;
  /** How often DB backups are made and how many are kept; by default from GP_BACKUP_EVERY_HOURS and GP_BACKUP_KEEP. */
  readonly backupSchedule?: BackupSchedule;
  /** How lab RSS feeds are fetched; by default loopback only with GP_RSS_ALLOW_LOOPBACK=1. */
  readonly rssFeeds?: FetchLimits;
  /** How webhooks are delivered; by default http to loopback only with GP_WEBHOOKS_ALLOW_LOOPBACK=1. */
  readonly webhooks?: DeliveryLimits;
};

/**
 * Runs services' reactions in this app: ready once each reaction's checkpoint exists (so
 * nothing appended after `ready()` is missed; a reaction new to the log starts at its end),
 * stopped when the app closes. Returns the runtime, or undefined when this instance runs none.
 */
export function installReactions(
  app: FastifyInstance,
  args: {
    readonly deps: Connections;
    readonly hub: RealtimeHub;
    readonly clock: () => Date;
    readonly log: FastifyBaseLogger;
    readonly options?: ReactionsOptions;
  },
): ReactionsRuntime | undefined {
  const { deps, hub, clock, log, options = {} } = args;
  if (options.run === false) return undefined;
  const backupSchedule = options.backupSchedule ?? backupScheduleFromEnv(process.env);
  const reactions = allReactions({
    store: deps.store,
    db: deps.db,
    checkpoints: deps.checkpoints,
    clock,
    publish: hub.publish,
    sessionEnded: (tokenHash) => hub.sessionEnded(tokenHash),
    mobileLogins: new MobileLoginCodes({ nc: deps.nc, names: deps.names }),
    resetCodes: new ResetCodes({ nc: deps.nc, names: deps.names }),
    mailer: options.mailer ?? mailerFromEnv(process.env, log),
    mailFrom: mailFromEnv(),
    brands: venueBrands(deps.db, new FileStore(deps.nc, deps.names)),
    backups: {
      store: new BackupStore(deps.nc, deps.names),
      source: { nc: deps.nc, names: deps.names },
      schedule: backupSchedule,
    },
    feeds: options.rssFeeds ?? { allowLoopback: allowLoopbackFromEnv(process.env) },
    ssoSessions: new ProviderSessionStore({ nc: deps.nc, names: deps.names }),
    webhooks: {
      secrets: new WebhookSecrets({ nc: deps.nc, names: deps.names }),
      snapshots: new WebhookLaneSnapshots({ nc: deps.nc, names: deps.names }),
      limits: options.webhooks ?? { allowLoopback: webhookLoopbackFromEnv(process.env) },
      stream: natsPublicEventStream(deps.nc, deps.names),
    },
    // without NATS auth stations get no credentials, so there is nothing to revoke
    ...(deps.revokeStation || deps.natsAuth
      ? { revokeStation: deps.revokeStation ?? natsStationRevoker(deps.nc, deps.names) }
      : {}),
  });
  const runtime = new ReactionsRuntime({
    reactions,
    nc: deps.nc,
    db: deps.db,
    names: deps.names,
    registry: deps.store.registry,
    checkpoints: deps.checkpoints,
    runningReadModels: deps.projections.map((p) => p.name),
    clock,
    log,
    ...(options.maxPollMs === undefined ? {} : { maxPollMs: options.maxPollMs }),
  });
  app.addHook('onReady', async () => {
    // an instance must start while Postgres is down (health says so); each worker then
    // prepares its reaction itself once it can
    await runtime.prepare().catch((err: unknown) => log.error({ err }, 'reactions could not be prepared yet'));
    await ensureBackupSchedule(deps.db, clock(), backupSchedule).catch((err: unknown) =>
      log.error({ err }, 'the DB backup schedule could not be started yet'),
    );
    runtime.start();
  });
  app.addHook('onClose', async () => {
    await runtime.stop();
  });
  return runtime;
}
