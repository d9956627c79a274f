import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { ChatProvider } from '@gamepod/contracts/http';
import { CLOSE_GOING_AWAY } from '@gamepod/contracts/realtime';
import { uuidv7 } from '@gamepod/events';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController, type RawServerDefault } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { emergencyCatchUp } from './application/alert/active-alerts.ts';
import { natsStationRevoker } from './application/pod/pod-station.ts';
import { reservationCatchUp } from './application/reservation/pod-reservation.ts';
import { IDENTITY_ACTOR } from './application/user/identity-deps.ts';
import { endUserSession } from './application/user/logout-service.ts';
import { installAuth } from './auth/authenticate.ts';
import { installKioskSession } from './auth/kiosk-session.ts';
import { KioskSessions } from './auth/kiosk-session-registry.ts';
import { IDLE_REASON, StaffIdleTimeout } from './auth/staff-idle-timeout.ts';
import { chatProviderFromEnv } from './chat/chat-provider-config.ts';
import { fileRoutes } from './files/file-routes.ts';
import { FileStore } from './files/file-store.ts';
import { type FleetStatusOptions, installFleetStatus } from './fleet-status/install-fleet-status.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { type LoggerSetting, loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { logFormat, TerminalLogController } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { gatewayFromEnv } from './payments/gateway-config.ts';
import { KvGatewayRecords } from './payments/local-gateway-records.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { installReactions, type ReactionsOptions } from './reactions/install-reactions.ts';
import { readModelChannelOwners } from './realtime/channel-owners.ts';
import { Heartbeat } from './realtime/heartbeat.ts';
import { RealtimeHub } from './realtime/realtime-hub.ts';
import { allCatchUps } from './realtime/socket-session.ts';
import { emergencyAlertRoutes } from './routes/admin/alerts/emergency-alert-routes.ts';
import { chatAdminRoutes } from './routes/admin/chat/chat-admin-routes.ts';
import { dbBackupsAdminRoutes } from './routes/admin/db-backups/db-backups-admin-routes.ts';
import { adminGameRoutes } from './routes/admin/game/admin-game-routes.ts';
import { clientSettingsRoutes } from './routes/admin/kiosk/clients/client-settings-routes.ts';
import { clientRoutes } from './routes/admin/kiosk/clients/clients-routes.ts';
import { adminGamesRoutes } from './routes/admin/kiosk/games/games-routes.ts';
import { labContentRoutes } from './routes/admin/kiosk/labs/lab-content-routes.ts';
import { ipsTemplateRoute, labRoutes } from './routes/admin/kiosk/labs/labs-routes.ts';
import { podAdminRoutes } from './routes/admin/kiosk/pods/pod-admin-routes.ts';
import { podListRoutes } from './routes/admin/kiosk/pods/pod-list-routes.ts';
import { podScreenshotRoutes } from './routes/admin/kiosk/pods/pod-screenshot-routes.ts';
import { adminUsersRoutes } from './routes/admin/kiosk/users/admin-users-routes.ts';
import { playingActivitiesRoutes } from './routes/admin/kiosk/users/playing-activities-routes.ts';
import { offersRoutes } from './routes/admin/offers/offers-routes.ts';
import { podLogsRoutes } from './routes/admin/pod-logs/pod-logs-routes.ts';
import { reservationRoutes } from './routes/admin/reservations/reservation-routes.ts';
import { adminCommandRoutes } from './routes/admin/run/command-routes.ts';
import { systemMessagesAdminRoutes } from './routes/admin/system-messages/system-messages-admin-routes.ts';
import { alertReadRoutes } from './routes/common/alerts/alert-read-routes.ts';
import { alertsRoutes } from './routes/common/alerts/alerts-routes.ts';
import { bridgeRoutes } from './routes/common/bridge/bridge-routes.ts';
import { chatRoutes } from './routes/common/chat-routes.ts';
import { healthRoutes } from './routes/common/health/health-route.ts';
import { orientationRoutes } from './routes/common/orientation-routes.ts';
import { playerPaymentsRoutes } from './routes/common/players/player-payments-routes.ts';
import { reportRoutes } from './routes/common/reports/report-routes.ts';
import { sessionActivityRoutes } from './routes/common/session-activity-routes.ts';
import { surveyRoutes } from './routes/common/survey-routes.ts';
import { systemMessagesRoutes } from './routes/common/system-messages-routes.ts';
import { realtimeRoutes } from './routes/common/ws-route.ts';
import { facilitatorPodsRoutes } from './routes/facilitator/pods-list-routes.ts';
import { facilitatorCommandRoutes } from './routes/facilitator/run-command-routes.ts';
import { gameListRoutes } from './routes/game/game-list-routes.ts';
import { gameStartRoutes } from './routes/game/game-start-routes.ts';
import { kioskBrandingRoutes } from './routes/kiosk/kiosk-branding-routes.ts';
import { kioskLoginRoutes } from './routes/kiosk/kiosk-login-routes.ts';
import { kioskRoutes } from './routes/kiosk/kiosk-routes.ts';
import { kioskRssRoutes } from './routes/kiosk/kiosk-rss-routes.ts';
import { kioskSessionRoutes } from './routes/kiosk/kiosk-session-routes.ts';
import { remoteRoutes } from './routes/kiosk/remote-routes.ts';
import { paymentPlugin } from './routes/payment/payment-plugin.ts';
import { podDeviceRoutes } from './routes/pod/pod-device-routes.ts';
import { type IdentityOptions, identityRoutes } from './routes/user/identity-routes.ts';
import { playerOffersRoute } from './routes/user/player-offers-route.ts';
import { streamingRoutes } from './routes/user/streaming-routes.ts';
import { uiPlugin } from './ui/ui-plugin.ts';

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
  /** Card payments for paid time (default: Stripe with STRIPE_SECRET_KEY, else the local gateway). */
  readonly payments?: PaymentGateway;
  /** The chat widget the kiosk loads (default: Crisp with CRISP_WEBSITE_ID, else the local chat). */
  readonly chat?: ChatProvider;
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
export function buildApp(given: AppDeps, opts: BuildAppOptions = {}): App {
  // a station's NATS user is revoked when its pod is deleted or deactivated; without auth there is none
  const deps: AppDeps =
    given.natsAuth && !given.revokeStation
      ? { ...given, revokeStation: natsStationRevoker(given.nc, given.names) }
      : given;
  const clock = opts.clock ?? (() => new Date());
  const format = logFormat(process.env, process.stdout.isTTY);
  // on a terminal only failed, refused and slow requests get a line; JSON logs every request
  const Controller = format === 'pretty' ? TerminalLogController : LogController;
  const app = Fastify({
    logger: loggerOptions(opts.logger ?? false, format),
    genReqId: () => uuidv7(),
    logController: new Controller({ requestIdLogLabel: 'request_id' }),
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
  app.register(healthRoutes, { prefix: '/api/v1', deps: { ...deps, reactions: reactions?.workers ?? [] } });
  app.register(realtimeRoutes, {
    prefix: '/api/v1',
    hub,
    heartbeat,
    owners: readModelChannelOwners(deps.db),
    catchUp: allCatchUps(emergencyCatchUp(deps.db, clock), reservationCatchUp(deps.db, clock)),
  });
  app.register(podAdminRoutes, { prefix: '/api/v1', deps });
  app.register(podListRoutes, { prefix: '/api/v1', deps });
  app.register(podScreenshotRoutes, { prefix: '/api/v1', deps });
  app.register(adminCommandRoutes, { prefix: '/api/v1', deps });
  app.register(facilitatorCommandRoutes, { prefix: '/api/v1', deps });
  app.register(facilitatorPodsRoutes, { prefix: '/api/v1', deps });
  app.register(kioskRoutes, { prefix: '/api/v1', deps });
  app.register(podDeviceRoutes, { prefix: '/api/v1', deps });
  app.register(kioskSessionRoutes, { prefix: '/api/v1', deps });
  app.register(kioskLoginRoutes, { prefix: '/api/v1', deps, clock });
  app.register(sessionActivityRoutes, { prefix: '/api/v1', deps });
  app.register(orientationRoutes, { prefix: '/api/v1', deps });
  app.register(remoteRoutes, { prefix: '/api/v1', deps });
  // uploads (logos, home images, audio) in the object store, served back at /api/v1/files
  const files = new FileStore(deps.nc, deps.names);
  app.register(clientRoutes, { prefix: '/api/v1', deps, files, clock });
  app.register(labRoutes, { prefix: '/api/v1', deps });
  app.register(fileRoutes, { prefix: '/api/v1', files });
  app.register(labContentRoutes, { prefix: '/api/v1', deps, files });
  app.register(clientSettingsRoutes, { prefix: '/api/v1', deps, files });
  app.register(kioskBrandingRoutes, { prefix: '/api/v1', deps });
  app.register(kioskRssRoutes, { prefix: '/api/v1', deps });
  app.register(bridgeRoutes, { prefix: '/api/v1', deps });
  app.register(systemMessagesRoutes, { prefix: '/api/v1', db: deps.db });
  app.register(systemMessagesAdminRoutes, { prefix: '/api/v1', deps });
  app.register(dbBackupsAdminRoutes, { prefix: '/api/v1', deps, clock });
  app.register(surveyRoutes, { prefix: '/api/v1', deps });
  app.register(chatRoutes, { prefix: '/api/v1', deps, clock, provider: chat });
  app.register(chatAdminRoutes, { prefix: '/api/v1', deps });
  app.register(emergencyAlertRoutes, { prefix: '/api/v1', deps, clock });
  app.register(alertsRoutes, { prefix: '/api/v1', deps, clock });
  app.register(alertReadRoutes, { prefix: '/api/v1', deps, clock });
  app.register(identityRoutes, { prefix: '/api/v1', deps, clock, options: opts.identity });
  app.register(adminGameRoutes, { prefix: '/api/v1', deps, files });
  app.register(adminGamesRoutes, { prefix: '/api/v1', deps });
  app.register(gameListRoutes, { prefix: '/api/v1', deps });
  app.register(gameStartRoutes, { prefix: '/api/v1', deps });
  app.register(streamingRoutes, { prefix: '/api/v1', deps });
  app.register(playingActivitiesRoutes, { prefix: '/api/v1', deps: { ...deps, clock } });
  app.register(adminUsersRoutes, { prefix: '/api/v1', deps, clock });
  app.register(reportRoutes, { prefix: '/api/v1', deps, clock });
  app.register(reservationRoutes, { prefix: '/api/v1', deps, clock });
  app.register(offersRoutes, { prefix: '/api/v1', deps, clock });
  app.register(playerOffersRoute, { prefix: '/api/v1', deps });
  app.register(paymentPlugin, { prefix: '/api/v1', deps, clock, gateway });
  app.register(playerPaymentsRoutes, { prefix: '/api/v1', deps });
  app.register(podLogsRoutes, { prefix: '/api/v1', deps });
  app.register(ipsTemplateRoute);
  if (opts.uiRoot) app.register(uiPlugin, { root: opts.uiRoot });
  return app;
}
