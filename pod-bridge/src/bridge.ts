import type { StationView } from '@gamepod/contracts/bridge-socket';
import { uuidv7 } from '@gamepod/events';
import { type BridgeLog, consoleLog, errorText } from './bridge-log.ts';
import { type KioskPage, kioskPageToRecord } from './core/kiosk-page.ts';
import { type Observation, pollsAfter } from './core/observe.ts';
import type { Registration } from './core/registering.ts';
import { type LifecycleCommand, type LifecycleEvent, lifecycleDecider } from './core/registration-lifecycle.ts';
import { stationSsoLogoutAsk } from './core/station-sso-logout.ts';
import { HelperClient } from './helper-client.ts';
import { KioskSocket } from './kiosk-socket.ts';
import type { NatsLink } from './nats-link.ts';
import { Outbox } from './outbox.ts';
import { PodConnection } from './pod-connection.ts';
import { Poller } from './poller.ts';
import { registerBridge } from './registration.ts';
import { SsoLogoutWatch } from './sso-logout-watch.ts';
import { StationStore } from './station-store.ts';
import { Telemetry } from './telemetry.ts';
import { Wakeup } from './wakeup.ts';

export type BridgeOptions = {
  /** The helper's base URL, ending in /api/v1 (`http://127.0.0.1:5000/api/v1` on a pod). */
  readonly helperUrl: string;
  /** The services origin the bridge registers with; also the kiosk page's origin by default. */
  readonly apiUrl: string;
  /** Overrides the NATS URL registration names (default `nats://127.0.0.1:4222`). */
  readonly natsUrl?: string;
  /** The kiosk page's WebSocket port: 5001 on a pod, 0 for a free one. */
  readonly kioskPort?: number;
  readonly kioskHost?: string;
  /** Origins allowed on the kiosk socket; default: the origin of `apiUrl`. */
  readonly allowedOrigins?: readonly string[];
  /**
   * The file the station's identity (its station secret and NATS key) is kept in, owner-only.
   * Left out, it is kept in memory: the bridge then enrols afresh after each start, which works
   * only while services let the pod enrol (a new pod, or enrolment reopened by an admin).
   */
  readonly stateFile?: string;
  readonly log?: BridgeLog;
  readonly heartbeatMs?: number;
  readonly activityMs?: number;
  readonly screenshotMs?: number;
  readonly helperTimeoutMs?: number;
  readonly registerRetryMs?: number;
  readonly pollPlan?: ReadonlyArray<{ readonly path: string; readonly everyMs: number }>;
  readonly outbox?: { readonly maxEvents?: number; readonly maxTelemetry?: number };
};

export type BridgeStatus = {
  readonly registered: boolean;
  readonly helper_ok: boolean;
  readonly nats_ok: boolean;
  readonly buffered: number;
  readonly dropped: number;
  readonly screenshots: number;
};

/** A running bridge. */
export type Bridge = {
  /** Where the kiosk page connects: `ws://127.0.0.1:<port>/ws`. */
  readonly kioskUrl: string;
  /** Resolves once services accepted the station's key (retried until then). */
  readonly registered: Promise<Registration>;
  status(): BridgeStatus;
  view(): StationView;
  /** The NATS side, once registered. */
  link(): NatsLink | undefined;
  /** The pod the bridge is registered as now (it registers again when the helper gets another key). */
  registration(): Registration | undefined;
  stop(): Promise<void>;
};

/**
 * Starts a station's bridge. The helper side (poller, kiosk socket, telemetry buffer) runs at
 * once and keeps running without the cloud; registration and NATS come up in the background
 * and retry forever, so a bridge started before the network or before its pod was deployed
 * catches up by itself. Who the bridge is (registering, the pod it runs as, leaving it) is
 * `lifecycleDecider`'s to decide; this wires what it decides to the IO.
 *
 * @example
 * const bridge = await startBridge({ helperUrl: 'http://127.0.0.1:5000/api/v1', apiUrl: 'https://gamepod.example' });
 * await bridge.registered;
 * await bridge.stop();
 */
export async function startBridge(opts: BridgeOptions): Promise<Bridge> {
  const log = opts.log ?? consoleLog();
  const helper = new HelperClient(opts.helperUrl, { timeoutMs: opts.helperTimeoutMs });
  const outbox = new Outbox({ ...opts.outbox, warn: log.warn });
  const stations = new StationStore(opts.stateFile);
  const wakeup = new Wakeup();
  const abort = new AbortController();
  let state = lifecycleDecider.initialState();
  /** The cloud side of the pod the bridge runs as. */
  let pod: PodConnection | undefined;
  /** The current registration's own stop: a later one (another key) aborts it and its renewals. */
  let attempt = new AbortController();
  /** The old pod's last publishes, while the bridge leaves it. */
  let leaving: Promise<void> = Promise.resolve();
  let kiosk: KioskSocket | undefined;
  /** The kiosk session the station's page last said it holds, and the one last recorded for the pod. */
  let page: KioskPage | null = null;
  let recordedPage: KioskPage | null = null;

  const poller = new Poller({
    helper,
    onObservations: (observations: readonly Observation[], at: Date) => {
      for (const o of observations)
        outbox.pushCommit({ msgId: uuidv7(), events: [o], context: {}, occurredAt: at, observed: true });
    },
    onChange: () => kiosk?.pushState(),
    ...(opts.pollPlan ? { plan: opts.pollPlan } : {}),
  });
  // the station's own ask to end its browser's provider session goes to the page, which alone can
  const ssoLogoutWatch = new SsoLogoutWatch({
    helper,
    onAsk: () => {
      log.info("the station asked to end its browser's identity provider session");
      kiosk?.pushCommand(stationSsoLogoutAsk(new Date(), uuidv7()));
    },
  });
  const telemetry = new Telemetry({
    outbox,
    helperOk: () => poller.helperOk,
    view: () => poller.view,
    heartbeatMs: opts.heartbeatMs,
    activityMs: opts.activityMs,
  });

  /**
   * The station vouches for its page: the page's kiosk session is recorded on the station's
   * subject (PodKioskPageOpened) while the bridge runs as that page's pod, once per session.
   * Kept until acked like a command outcome: the log must learn which page the station holds.
   */
  const recordKioskPage = (): void => {
    const podId = state.registration?.pod_id ?? null;
    const hash = kioskPageToRecord(page, podId, recordedPage);
    if (hash === null || podId === null) return;
    recordedPage = { pod_id: podId, kiosk_session_hash: hash };
    const events = [{ type: 'PodKioskPageOpened', data: { kiosk_session_hash: hash } }];
    outbox.pushCommit({ msgId: uuidv7(), events, context: {}, occurredAt: new Date(), observed: false });
    log.info(`the kiosk page of pod ${podId} holds kiosk session ${hash.slice(0, 12)}…`);
  };

  const dispatch = (command: LifecycleCommand): void => {
    for (const event of lifecycleDecider.decide(command, state, { now: new Date(), newId: uuidv7 })) {
      state = lifecycleDecider.evolve(state, event);
      carryOut(event);
    }
  };

  const retryMs = opts.registerRetryMs;
  /** Registers as `generation`: with the helper's key, retried until services accept it. */
  const register = (generation: number): Promise<Registration> => {
    const signal = AbortSignal.any([abort.signal, attempt.signal]);
    const onKey = (key: string) => dispatch({ type: 'ReportKey', key });
    const registering = registerBridge({ helper, apiUrl: opts.apiUrl, log, signal, stations, retryMs, wakeup, onKey });
    registering.then(
      (registration) => dispatch({ type: 'CompleteRegistration', generation, registration }),
      (err: unknown) => {
        if (!signal.aborted) log.error(`registration gave up: ${errorText(err)}`);
      },
    );
    return registering;
  };

  /** Renews the creds of `generation`'s pod: registers again with the station secret, retried until services answer. */
  const renew = (generation: number): void => {
    const signal = AbortSignal.any([abort.signal, attempt.signal]);
    registerBridge({ helper, apiUrl: opts.apiUrl, log, signal, stations, retryMs }).then(
      (registration) => dispatch({ type: 'CompleteRenewal', generation, registration }),
      (err: unknown) => {
        if (!signal.aborted) log.error(`renewing the NATS creds gave up: ${errorText(err)}`);
      },
    );
  };

  const attach = (registration: Registration, renewInMs: number | null): void => {
    log.info(`registered as pod ${registration.pod_id}`);
    kiosk?.pushHello();
    pod = new PodConnection(registration, {
      helper,
      outbox,
      log,
      natsUrl: opts.natsUrl,
      screenshotMs: opts.screenshotMs,
      view: () => poller.view,
      toKiosk: (command, failed) => kiosk?.pushCommand(command, failed),
      refresh: (paths) => poller.refresh(pollsAfter(paths)),
      onStatus: () => kiosk?.pushState(),
      onRenewalDue: () => dispatch({ type: 'RenewCreds' }),
    });
    pod.start(renewInMs);
    recordKioskPage();
  };

  /** Leaves the pod the bridge ran as, then tells the machine registration `generation` may begin. */
  const leave = (podId: string, generation: number): void => {
    log.warn(`the helper was given another pod_id_key: leaving pod ${podId} to register again`);
    attempt.abort();
    attempt = new AbortController();
    const old = pod;
    pod = undefined;
    if (old) leaving = old.leave(podId, abort.signal);
    void leaving.then(() => dispatch({ type: 'FinishLeaving', generation }));
  };

  function carryOut(event: LifecycleEvent): void {
    switch (event.type) {
      case 'RegistrationStarted':
        kiosk?.pushHello();
        // a failure is logged by register
        register(event.data.generation).catch(() => undefined);
        return;
      case 'KeyLearned':
        kiosk?.pushHello();
        return;
      case 'Attached':
        attach(event.data.registration, event.data.renewInMs);
        return;
      case 'RenewalStarted':
        renew(event.data.generation);
        return;
      case 'CredsRenewed':
        pod?.link.renew(event.data.registration.creds);
        log.info(`NATS creds renewed until ${event.data.registration.expires_at}`);
        pod?.renewIn(event.data.renewInMs);
        return;
      case 'WakeupRequested':
        log.info('the helper was given a pod_id_key: registering now');
        wakeup.wake();
        return;
      case 'PodLeft':
        leave(event.data.pod_id, event.data.generation);
        return;
      case 'Stopped':
        abort.abort();
        attempt.abort();
        pod?.quiet();
        return;
      default:
        event satisfies never;
    }
  }

  kiosk = await KioskSocket.start({
    port: opts.kioskPort ?? 5001,
    host: opts.kioskHost,
    allowedOrigins: opts.allowedOrigins ?? [new URL(opts.apiUrl).origin],
    identity: () => ({ pod_id: state.registration?.pod_id ?? null, pod_id_key: state.key }),
    state: () => ({ station: poller.view, helper_ok: poller.helperOk, nats_ok: pod?.link.connected ?? false }),
    relay: async (call) => {
      const result = await helper.call(call);
      // a page's set call changes the station (volume, mute): show it at once, not at the next poll
      poller.refresh(pollsAfter([call.path]));
      // a page's /kiosk/set/pod_id (the admin console on the station) bears on registration
      dispatch({ type: 'RelayCall', call, succeeded: result.ok });
      return result.ok
        ? { ok: true, status: result.status, message: result.message, data: result.data }
        : { ok: false, status: result.status, message: result.message, data: { kind: result.kind } };
    },
    onKioskPage: (reported) => {
      page = reported;
      recordKioskPage();
    },
  });
  const socket = kiosk;
  poller.start();
  ssoLogoutWatch.start();
  telemetry.start();
  const registered = register(state.generation);

  return {
    kioskUrl: socket.url,
    registered,
    status: () => ({
      registered: state.registration !== null,
      helper_ok: poller.helperOk,
      nats_ok: pod?.link.connected ?? false,
      buffered: outbox.buffered,
      dropped: outbox.dropped,
      screenshots: pod?.screenshots ?? 0,
    }),
    view: () => poller.view,
    link: () => pod?.link,
    registration: () => state.registration ?? undefined,
    async stop() {
      dispatch({ type: 'Stop' });
      await leaving;
      poller.stop();
      ssoLogoutWatch.stop();
      telemetry.stop();
      await pod?.stop();
      await socket.close();
    },
  };
}
