import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { ChatProvider } from '@gamepod/contracts/http';
import { CLOSE_GOING_AWAY } from '@gamepod/contracts/realtime';
import { uuidv7 } from '@gamepod/events';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController, type RawServerDefault } from 'fastify';
import { emergencyCatchUp } from './alerts/application/active-alerts.ts';
import { alertReadRoutes } from './alerts/routes/alert-read-routes.ts';
import { alertsRoutes } from './alerts/routes/alerts-routes.ts';
import { emergencyAlertRoutes } from './alerts/routes/emergency-alert-routes.ts';
import type { AppDeps } from './app-deps.ts';
import { installAuth } from './auth/authenticate.ts';
import { installKioskSession } from './auth/kiosk-session.ts';
import { KioskSessions } from './auth/kiosk-session-registry.ts';
import { IDLE_REASON, StaffIdleTimeout } from './auth/staff-idle-timeout.ts';
import { chatProviderFromEnv } from './chat/adapters/chat-provider-config.ts';
import { chatAdminRoutes } from './chat/routes/chat-admin-routes.ts';
import { chatRoutes } from './chat/routes/chat-routes.ts';
import { clientSettingsRoutes } from './clients/routes/client-settings-routes.ts';
import { clientRoutes } from './clients/routes/clients-routes.ts';
import { dbBackupsAdminRoutes } from './db-backups/routes/db-backups-admin-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { FileStore } from './files/file-store.ts';
import { adminGameRoutes } from './games/routes/admin-game-routes.ts';
import { gameListRoutes } from './games/routes/game-list-routes.ts';
import { gameStartRoutes } from './games/routes/game-start-routes.ts';
import { adminGamesRoutes } from './games/routes/games-routes.ts';
import { healthRoutes } from './health/routes/health-route.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { type LoggerSetting, loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { logFormat, TerminalLogController } from './http/request-log.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { kioskBrandingRoutes } from './kiosk/routes/kiosk-branding-routes.ts';
import { kioskLoginRoutes } from './kiosk/routes/kiosk-login-routes.ts';
import { kioskRoutes } from './kiosk/routes/kiosk-routes.ts';
import { kioskSessionRoutes } from './kiosk/routes/kiosk-session-routes.ts';
import { remoteRoutes } from './kiosk/routes/remote-routes.ts';
import { sessionActivityRoutes } from './kiosk/routes/session-activity-routes.ts';
import { labContentRoutes } from './labs/routes/lab-content-routes.ts';
import { ipsTemplateRoute, labRoutes } from './labs/routes/labs-routes.ts';
import { gatewayFromEnv } from './payments/adapters/gateway-config.ts';
import { KvGatewayRecords } from './payments/adapters/local-gateway-records.ts';
import type { PaymentGateway } from './payments/adapters/payment-gateway.ts';
import { offersRoutes } from './payments/routes/offers-routes.ts';
import { paymentPlugin } from './payments/routes/payment-plugin.ts';
import { playerOffersRoute } from './payments/routes/player-offers-route.ts';
import { playerPaymentsRoutes } from './payments/routes/player-payments-routes.ts';
import { natsStationRevoker } from './pods/application/pod-station.ts';
import { type FleetStatusOptions, installFleetStatus } from './pods/fleet-status/install-fleet-status.ts';
import { bridgeRoutes } from './pods/routes/bridge-routes.ts';
import { adminCommandRoutes } from './pods/routes/command-routes.ts';
import { podAdminRoutes } from './pods/routes/pod-admin-routes.ts';
import { podDeviceRoutes } from './pods/routes/pod-device-routes.ts';
import { podListRoutes } from './pods/routes/pod-list-routes.ts';
import { podLogsRoutes } from './pods/routes/pod-logs-routes.ts';
import { podScreenshotRoutes } from './pods/routes/pod-screenshot-routes.ts';
import { facilitatorPodsRoutes } from './pods/routes/pods-list-routes.ts';
import { facilitatorCommandRoutes } from './pods/routes/run-command-routes.ts';
import { installReactions, type ReactionsOptions } from './reactions/install-reactions.ts';
import { readModelChannelOwners } from './realtime/channel-owners.ts';
import { Heartbeat } from './realtime/heartbeat.ts';
import { RealtimeHub } from './realtime/realtime-hub.ts';
import { allCatchUps } from './realtime/socket-session.ts';
import { realtimeRoutes } from './realtime/ws-route.ts';
import { reportRoutes } from './reports/routes/report-routes.ts';
import { reservationCatchUp } from './reservations/application/pod-reservation.ts';
import { reservationRoutes } from './reservations/routes/reservation-routes.ts';
import { kioskRssRoutes } from './rss-feeds/routes/kiosk-rss-routes.ts';
import { type SsoOptions, ssoRoutes } from './sso/routes/sso-routes.ts';
import { surveyRoutes } from './surveys/routes/survey-routes.ts';
import { systemMessagesAdminRoutes } from './system-messages/routes/system-messages-admin-routes.ts';
import { systemMessagesRoutes } from './system-messages/routes/system-messages-routes.ts';
import { uiPlugin } from './ui/ui-plugin.ts';
import { IDENTITY_ACTOR } from './users/application/identity-deps.ts';
import { endUserSession } from './users/application/logout-service.ts';
import { adminUsersRoutes } from './users/routes/admin-users-routes.ts';
import { type IdentityOptions, identityRoutes } from './users/routes/identity-routes.ts';
import { orientationRoutes } from './users/routes/orientation-routes.ts';
import { playingActivitiesRoutes } from './users/routes/playing-activities-routes.ts';
import { streamingRoutes } from './users/routes/streaming-routes.ts';

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
  /** Single sign-on: our public address (default GAMEPOD_PUBLIC_URL), and what tests relax. */
  readonly sso?: SsoOptions;
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
  app.register(ssoRoutes, { prefix: '/api/v1', deps, clock, options: opts.sso });
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
