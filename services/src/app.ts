import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { ChatProvider } from '@gamepod/contracts/http';
import { CLOSE_GOING_AWAY } from '@gamepod/contracts/realtime';
import { uuidv7 } from '@gamepod/events';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController, type RawServerDefault } from 'fastify';
import { emergencyCatchUp } from './alerts/application/active-alerts.ts';
import { alertsRoutes } from './alerts/routes/index.ts';
import type { AppDeps } from './app-deps.ts';
import { API_PREFIX, type AreaContext } from './area-context.ts';
import { installAuth } from './auth/authenticate.ts';
import { installKioskSession } from './auth/kiosk-session.ts';
import { KioskSessions } from './auth/kiosk-session-registry.ts';
import { IDLE_REASON, StaffIdleTimeout } from './auth/staff-idle-timeout.ts';
import { chatProviderFromEnv } from './chat/adapters/chat-provider-config.ts';
import { chatRoutes } from './chat/routes/index.ts';
import { clientsRoutes } from './clients/routes/index.ts';
import { dbBackupsRoutes } from './db-backups/routes/index.ts';
import { fileRoutes } from './files/file-routes.ts';
import { FileStore } from './files/file-store.ts';
import { gamesRoutes } from './games/routes/index.ts';
import { healthRoutes } from './health/routes/index.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { type LoggerSetting, loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { logFormat, QuietLogController } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { kioskRoutes } from './kiosk/routes/index.ts';
import { labApiArea } from './lab-api/routes/index.ts';
import { labsRoutes } from './labs/routes/index.ts';
import { gatewayFromEnv } from './payments/adapters/gateway-config.ts';
import { KvGatewayRecords } from './payments/adapters/local-gateway-records.ts';
import type { PaymentGateway } from './payments/adapters/payment-gateway.ts';
import { paymentsRoutes } from './payments/routes/index.ts';
import { type FleetStatusOptions, installFleetStatus } from './pods/fleet-status/install-fleet-status.ts';
import { podsRoutes } from './pods/routes/index.ts';
import { queueAreaRoutes } from './queue/routes/index.ts';
import { installReactions, type ReactionsOptions } from './reactions/install-reactions.ts';
import { readModelChannelOwners } from './realtime/channel-owners.ts';
import { Heartbeat } from './realtime/heartbeat.ts';
import { RealtimeHub } from './realtime/realtime-hub.ts';
import { allCatchUps } from './realtime/socket-session.ts';
import { realtimeRoutes } from './realtime/ws-route.ts';
import { reportsRoutes } from './reports/routes/index.ts';
import { reservationCatchUp } from './reservations/application/pod-reservation.ts';
import { reservationsRoutes } from './reservations/routes/index.ts';
import { rssFeedsRoutes } from './rss-feeds/routes/index.ts';
import { seatRoutes } from './seat/routes/index.ts';
import { signInSourcesContext } from './sign-in-sources/application/sign-in-sources-context.ts';
import {
  SourceWatch,
  type SourceWatchOptions,
  sourceWatchFromEnv,
} from './sign-in-sources/application/source-watch.ts';
import type { SsoOptions } from './sso/application/sso-deps.ts';
import { ssoAreaRoutes } from './sso/routes/index.ts';
import { surveysRoutes } from './surveys/routes/index.ts';
import { systemMessagesRoutes } from './system-messages/routes/index.ts';
import { uiPlugin } from './ui/ui-plugin.ts';
import { IDENTITY_ACTOR, type IdentityOptions, identityDeps } from './users/application/identity-deps.ts';
import { endUserSession } from './users/application/logout-service.ts';
import { usersRoutes } from './users/routes/index.ts';
import { webhookLoopbackFromEnv } from './webhooks/adapters/webhook-sender.ts';
import { webhooksRoutes } from './webhooks/routes/index.ts';

export type { AppDeps } from './app-deps.ts';

export type BuildAppOptions = {
  /** Default false (tests); server.ts passes true. */
  readonly logger?: LoggerSetting;
  /** Serve the built UIs from this origin: `<uiRoot>/kiosk-ui/dist` at `/`, `<uiRoot>/admin-ui/dist` at `/admin/`. */
  readonly uiRoot?: string;
  readonly clock?: () => Date;
  /** WebSocket ping interval. */
  readonly heartbeatMs?: number;
  /** Largest accepted request body; uploads get their own limits. */
  readonly bodyLimit?: number;
  /** The live fleet status: the MISSING window and how often staleness is checked (tests shorten both). */
  readonly fleetStatus?: FleetStatusOptions;
  /**
   * Proxies whose X-Forwarded-For to believe (Fastify's `trustProxy`: addresses or CIDRs).
   * Behind one, request.ip is otherwise the proxy's, and a lab's allowed IPs could not work.
   */
  readonly trustProxy?: string;
  /** How long a staff session (roles 3, 4, 5) may go unused before it ends; default 30 minutes. */
  readonly staffIdleTimeoutMs?: number;
  /** How long a kiosk session may go unused before it ends; default 24 hours. */
  readonly kioskSessionIdleMs?: number;
  /** Rate limits of the identity calls (default: the contract's limits). */
  readonly identity?: IdentityOptions;
  /** Whether this instance runs the reactions, where their mail goes, how often timers are polled. */
  readonly reactions?: ReactionsOptions;
  /** The lab read API's limits: requests per key per minute (600). */
  readonly labApi?: { readonly perMinute?: number; readonly recheckMs?: number };
  /** Card payments for paid time (default: Stripe with STRIPE_SECRET_KEY, else the local gateway). */
  readonly payments?: PaymentGateway;
  /** The chat widget the kiosk loads (default: Crisp with CRISP_WEBSITE_ID, else the local chat). */
  readonly chat?: ChatProvider;
  /** Single sign-on: our public address (default GAMEPOD_PUBLIC_URL), and what tests relax. */
  readonly sso?: SsoOptions;
  /** The check of every LDAP and SIP2 client's source for health (default: GAMEPOD_SOURCE_CHECK_MS, else every minute). */
  readonly sourceWatch?: SourceWatchOptions;
};

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Push to browsers on any instance: `app.realtime.publish('pod.42', 'pod-command', {...})`. */
    realtime: RealtimeHub;
  }
}

/**
 * Builds the HTTP API without listening. Tests add throwaway routes before `ready()`.
 *
 * @example
 * const app = buildApp(deps, { logger: true });
 * await app.listen({ port: 8080 });
 */
export function buildApp(deps: AppDeps, opts: BuildAppOptions = {}): App {
  const clock = opts.clock ?? (() => new Date());
  const format = logFormat(process.env, process.stdout.isTTY);
  // only failed, refused and slow requests get a line, and off a terminal those that changed
  // state too; LOG_REQUESTS=all logs every request as it comes and goes
  const logController =
    process.env.LOG_REQUESTS === 'all'
      ? new LogController({ requestIdLogLabel: 'request_id' })
      : new QuietLogController({ requestIdLogLabel: 'request_id', stateChanges: format === 'json' });
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? false, format),
    genReqId: () => uuidv7(),
    logController,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(createValidatorCompiler());
  const gateway =
    opts.payments ?? gatewayFromEnv(process.env, clock, new KvGatewayRecords({ nc: deps.nc, names: deps.names }));
  const chat = opts.chat ?? chatProviderFromEnv(process.env);
  installSecurityHeaders(app, { stripeJs: gateway.publishableKey !== null, crispChat: chat.provider === 'crisp' });
  installErrorHandling(app);
  // before auth, whose session lookup is a read too
  installReadYourWrites(app, deps);
  const idleTimeout = new StaffIdleTimeout({ nc: deps.nc, names: deps.names, timeoutMs: opts.staffIdleTimeoutMs });
  installAuth(app, {
    db: deps.db,
    store: deps.store,
    clock,
    idle: {
      timeout: idleTimeout,
      end: (session) => endUserSession({ ...deps, clock }, session, IDLE_REASON, IDENTITY_ACTOR),
    },
  });
  const kioskSessions = new KioskSessions({ nc: deps.nc, names: deps.names, idleMs: opts.kioskSessionIdleMs, clock });
  installKioskSession(app, { db: deps.db, sessions: kioskSessions });

  const hub = new RealtimeHub({ nc: deps.nc, names: deps.names, log: app.log });
  const heartbeat = new Heartbeat(opts.heartbeatMs ?? 30_000, clock);
  app.decorate('realtime', hub);
  app.addHook('onReady', async () => {
    hub.start();
  });
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await hub.close();
  });
  installFleetStatus(app, { deps, hub, clock, ...opts.fleetStatus });
  const reactions = installReactions(app, { deps, hub, clock, log: app.log, options: opts.reactions });

  app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // say goodbye with 1001 so browsers reconnect elsewhere; don't wait for every peer to answer
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_GOING_AWAY, 'Server shutting down');
      this.websocketServer.close();
      done();
    },
  });
  app.addHook('onClose', async (instance) => {
    for (const client of instance.websocketServer.clients) client.terminate();
  });
  registerOpenApi(app);
  // uploads (logos, home images, audio) in the object store, served back at /api/v1/files
  const files = new FileStore(deps.nc, deps.names);
  const areas: AreaContext = {
    deps,
    clock,
    files,
    gateway,
    chat,
    identity: identityDeps(deps, clock, opts.identity),
    sso: opts.sso ?? {},
    signInSources: signInSourcesContext(deps, opts.sso ?? {}),
    reactions: reactions?.workers ?? [],
    webhooks: { allowLoopback: opts.reactions?.webhooks?.allowLoopback ?? webhookLoopbackFromEnv(process.env) },
    labApi: opts.labApi ?? {},
  };
  const sourceWatch = new SourceWatch({
    db: deps.db,
    sources: areas.signInSources.sources,
    clock,
    log: app.log,
    ...(opts.sourceWatch ?? sourceWatchFromEnv(process.env)),
  });
  app.addHook('onReady', async () => sourceWatch.start());
  app.addHook('onClose', () => sourceWatch.stop());
  app.register(healthRoutes, areas);
  app.register(realtimeRoutes, {
    prefix: API_PREFIX,
    hub,
    heartbeat,
    owners: readModelChannelOwners(deps.db),
    catchUp: allCatchUps(emergencyCatchUp(deps.db, clock), reservationCatchUp(deps.db, clock)),
  });
  app.register(fileRoutes, { prefix: API_PREFIX, files });
  app.register(podsRoutes, areas);
  app.register(kioskRoutes, areas);
  app.register(usersRoutes, areas);
  app.register(clientsRoutes, areas);
  app.register(labsRoutes, areas);
  app.register(rssFeedsRoutes, areas);
  app.register(webhooksRoutes, areas);
  app.register(labApiArea, areas);
  app.register(systemMessagesRoutes, areas);
  app.register(dbBackupsRoutes, areas);
  app.register(surveysRoutes, areas);
  app.register(chatRoutes, areas);
  app.register(alertsRoutes, areas);
  app.register(gamesRoutes, areas);
  app.register(reportsRoutes, areas);
  app.register(reservationsRoutes, areas);
  app.register(paymentsRoutes, areas);
  app.register(seatRoutes, areas);
  app.register(queueAreaRoutes, areas);
  app.register(ssoAreaRoutes, areas);
  if (opts.uiRoot) app.register(uiPlugin, { root: opts.uiRoot });
  return app;
}
