import { uuidv7 } from '@gamepod/events';
import { type BridgeLog, consoleLog, errorText } from './bridge-log.ts';
import { CommandRunner } from './command-runner.ts';
import { type Observation, pollsAfter } from './core/observe.ts';
import { type KeyChange, keyChangeAfter } from './core/provisioning.ts';
import type { StationView } from './core/station-view.ts';
import { HelperClient } from './helper-client.ts';
import { KioskSocket } from './kiosk-socket.ts';
import { NatsLink } from './nats-link.ts';
import { Outbox } from './outbox.ts';
import { Poller } from './poller.ts';
import { type Registration, registerBridge } from './registration.ts';
import { Screenshots } from './screenshots.ts';
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
  // a page's /kiosk/set/pod_id (the admin console on the station, README "Provisioning") bears on registration
  const onKeyChange = (change: KeyChange) => {
    switch (change.kind) {
      case 'none':
        return;
      case 'register-now':
        log.info('the helper was given a pod_id_key: registering now');
        registerWakeup.wake();
        return;
      case 'restart-needed':
        log.warn(
          `the helper was given another pod_id_key; this bridge stays registered as pod ${registration?.pod_id} until it is restarted`,
        );
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

  const abort = new AbortController();
  const registered = registerBridge({
    helper,
    apiUrl: opts.apiUrl,
    log,
    signal: abort.signal,
    retryMs: opts.registerRetryMs,
    wakeup: registerWakeup,
    onKey: (key) => {
      if (key === podIdKey) return;
      podIdKey = key;
      kiosk.pushHello();
    },
  });
  registered.then(
    (reg) => {
      if (abort.signal.aborted) return;
      registration = reg;
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
    },
    (err: unknown) => {
      if (!abort.signal.aborted) log.error(`registration gave up: ${errorText(err)}`);
    },
  );

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
    async stop() {
      abort.abort();
      poller.stop();
      telemetry.stop();
      screenshots?.stop();
      await link?.stop();
      await kiosk.close();
    },
  };
}
