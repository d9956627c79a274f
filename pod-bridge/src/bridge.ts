import { setTimeout as delay } from 'node:timers/promises';
import type { StationView } from '@gamepod/contracts/bridge-socket';
import { uuidv7 } from '@gamepod/events';
import { type BridgeLog, consoleLog, errorText } from './bridge-log.ts';
import { CommandRunner } from './command-runner.ts';
import { type Observation, pollsAfter } from './core/observe.ts';
import { type KeyChange, keyChangeAfter } from './core/provisioning.ts';
import { HelperClient } from './helper-client.ts';
import { KioskSocket } from './kiosk-socket.ts';
import { NatsLink } from './nats-link.ts';
import { Outbox } from './outbox.ts';
import { Poller } from './poller.ts';
import { type Registration, registerBridge } from './registration.ts';
import { Screenshots } from './screenshots.ts';
import { StationStore } from './station-store.ts';
import { Telemetry } from './telemetry.ts';
import { Wakeup } from './wakeup.ts';

/** How long a bridge leaving its pod for another key keeps publishing what it has for the old one. */
const DETACH_FLUSH_MS = 5_000;

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
 * catches up by itself.
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
  let registration: Registration | undefined;
  let podIdKey: string | null = null;
  let link: NatsLink | undefined;
  let screenshots: Screenshots | undefined;
  let socket: KioskSocket | undefined;

  const onObservations = (observations: readonly Observation[], at: Date) => {
    for (const o of observations)
      outbox.pushCommit({ msgId: uuidv7(), events: [o], context: {}, occurredAt: at, observed: true });
  };
  const poller = new Poller({
    helper,
    onObservations,
    onChange: () => socket?.pushState(),
    ...(opts.pollPlan ? { plan: opts.pollPlan } : {}),
  });
  const registerWakeup = new Wakeup();
  const abort = new AbortController();
  let renewal: NodeJS.Timeout | undefined;
  /**
   * Renews the NATS creds when two thirds of their life has passed: registers again with the
   * station secret, retrying until services answer, and hands the new creds to the link, which
   * reconnects with them. A pod that was deleted or deactivated is refused, and its creds run out.
   */
  const scheduleRenewal = (reg: Registration, mine: number) => {
    clearTimeout(renewal);
    if (!reg.expires_at) return;
    const wait = Math.max(1_000, ((Date.parse(reg.expires_at) - Date.now()) * 2) / 3);
    renewal = setTimeout(() => {
      const signal = AbortSignal.any([abort.signal, ...(attempt ? [attempt.signal] : [])]);
      registerBridge({ helper, apiUrl: opts.apiUrl, log, signal, stations, retryMs: opts.registerRetryMs }).then(
        (next) => {
          if (!isLatest(mine) || next.pod_id !== registration?.pod_id) return;
          registration = next;
          link?.renew(next.creds);
          log.info(`NATS creds renewed until ${next.expires_at}`);
          scheduleRenewal(next, mine);
        },
        (err: unknown) => {
          if (!signal.aborted) log.error(`renewing the NATS creds gave up: ${errorText(err)}`);
        },
      );
    }, wait);
    renewal.unref();
  };
  /** Sets up the pod's NATS side once services accepted the station's key. */
  const attach = (reg: Registration, mine: number) => {
    registration = reg;
    scheduleRenewal(reg, mine);
    log.info(`registered as pod ${reg.pod_id}`);
    kiosk.pushHello();
    const runner = new CommandRunner({
      helper,
      outbox,
      log,
      view: () => poller.view,
      toKiosk: (command) => kiosk.pushCommand(command),
      afterRun: (paths) => poller.refresh(pollsAfter(paths)),
    });
    const natsLink = new NatsLink({
      registration: reg,
      natsUrl: opts.natsUrl,
      outbox,
      log,
      onCommit: (events) => runner.onCommit(events),
      onStatus: () => kiosk.pushState(),
    });
    link = natsLink;
    natsLink.start();
    screenshots = new Screenshots({
      helper,
      log,
      everyMs: opts.screenshotMs,
      publish: (png) => natsLink.publishNow(`$KV.${reg.screens_bucket}.${reg.pod_id}`, png),
    });
    screenshots.start();
  };
  /**
   * Leaves the pod the bridge was registered as: what it still has to publish goes out under
   * that pod first (for a few seconds at most, then it is dropped with a warning), and its
   * creds, consumer and screenshot key are let go.
   */
  let leaving: Promise<void> = Promise.resolve();
  const detach = () => {
    const old = link;
    const pod = registration?.pod_id;
    clearTimeout(renewal);
    screenshots?.stop();
    screenshots = undefined;
    registration = undefined;
    link = undefined;
    if (!old) return leaving;
    leaving = (async () => {
      const deadline = Date.now() + DETACH_FLUSH_MS;
      while (old.connected && outbox.buffered > 0 && Date.now() < deadline && !abort.signal.aborted) await delay(50);
      await old.stop();
      if (outbox.buffered > 0 && !abort.signal.aborted)
        log.warn(`left pod ${pod} with ${outbox.buffered} message(s) unpublished; they go out under the new pod`);
    })();
    return leaving;
  };
  // each registration supersedes the one before (the first is generation 0): only the latest may attach
  let generation = 0;
  let attempt: AbortController | undefined;
  const isLatest = (mine: number) => mine === generation && !abort.signal.aborted;
  /** Registers with the station's key, then attaches as that pod unless another registration began meanwhile. */
  const register = (signal: AbortSignal, mine: number): Promise<Registration> => {
    const registering = registerBridge({
      helper,
      apiUrl: opts.apiUrl,
      log,
      signal,
      stations,
      retryMs: opts.registerRetryMs,
      wakeup: registerWakeup,
      onKey: (key) => {
        if (key === podIdKey) return;
        podIdKey = key;
        kiosk.pushHello();
      },
    });
    registering.then(
      (reg) => {
        if (isLatest(mine)) attach(reg, mine);
      },
      (err: unknown) => {
        if (!signal.aborted) log.error(`registration gave up: ${errorText(err)}`);
      },
    );
    return registering;
  };
  const reregister = async () => {
    const mine = ++generation;
    attempt?.abort();
    const current = new AbortController();
    attempt = current;
    await detach();
    kiosk.pushHello();
    if (!isLatest(mine)) return;
    // a failure is logged by register
    await register(AbortSignal.any([abort.signal, current.signal]), mine).catch(() => undefined);
  };
  // a page's /kiosk/set/pod_id (the admin console on the station, README "Provisioning") bears on registration
  const onKeyChange = (change: KeyChange) => {
    switch (change.kind) {
      case 'none':
        return;
      case 'register-now':
        log.info('the helper was given a pod_id_key: registering now');
        registerWakeup.wake();
        return;
      case 'reregister':
        log.warn(`the helper was given another pod_id_key: leaving pod ${registration?.pod_id} to register again`);
        void reregister();
        return;
      default: {
        const never: never = change;
        return never;
      }
    }
  };
  const telemetry = new Telemetry({
    outbox,
    helperOk: () => poller.helperOk,
    view: () => poller.view,
    heartbeatMs: opts.heartbeatMs,
    activityMs: opts.activityMs,
  });

  socket = await KioskSocket.start({
    port: opts.kioskPort ?? 5001,
    host: opts.kioskHost,
    allowedOrigins: opts.allowedOrigins ?? [new URL(opts.apiUrl).origin],
    identity: () => ({ pod_id: registration?.pod_id ?? null, pod_id_key: podIdKey }),
    state: () => ({ station: poller.view, helper_ok: poller.helperOk, nats_ok: link?.connected ?? false }),
    relay: async (call) => {
      const result = await helper.call(call);
      // a page's set call changes the station (volume, mute): show it at once, not at the next poll
      poller.refresh(pollsAfter([call.path]));
      onKeyChange(keyChangeAfter(call, result.ok, registration?.pod_id_key ?? null));
      return result.ok
        ? { ok: true, status: result.status, message: result.message, data: result.data }
        : { ok: false, status: result.status, message: result.message, data: { kind: result.kind } };
    },
  });
  const kiosk = socket;
  poller.start();
  telemetry.start();

  const registered = register(abort.signal, 0);

  return {
    kioskUrl: kiosk.url,
    registered,
    status: () => ({
      registered: registration !== undefined,
      helper_ok: poller.helperOk,
      nats_ok: link?.connected ?? false,
      buffered: outbox.buffered,
      dropped: outbox.dropped,
      screenshots: screenshots?.uploaded ?? 0,
    }),
    view: () => poller.view,
    link: () => link,
    registration: () => registration,
    async stop() {
      abort.abort();
      clearTimeout(renewal);
      attempt?.abort();
      await leaving;
      poller.stop();
      telemetry.stop();
      screenshots?.stop();
      await link?.stop();
      await kiosk.close();
    },
  };
}
