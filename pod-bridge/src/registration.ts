import type { BridgeRegisterBody } from '@gamepod/contracts/http';
import { type BridgeLog, errorText } from './bridge-log.ts';
import {
  type RegisterAnswer,
  type RegisteringCommand,
  type RegisteringEvent,
  type Registration,
  registeringDecider,
} from './core/registering.ts';
import type { HelperClient } from './helper-client.ts';
import { requestUrl } from './http-request.ts';
import { natsUserKey, newIdentity, type StationStore } from './station-store.ts';
import { Wakeup } from './wakeup.ts';

export type RegisterOptions = {
  readonly helper: HelperClient;
  /** The services origin, e.g. `http://127.0.0.1:8080` (an `/api/v1` suffix is tolerated). */
  readonly apiUrl: string;
  readonly log: BridgeLog;
  readonly signal: AbortSignal;
  /** Where the station's identity (secret, NATS key) is kept. */
  readonly stations: StationStore;
  /** Called with the key as soon as the helper reports one, before the API answers. */
  readonly onKey?: (podIdKey: string) => void;
  readonly retryMs?: number;
  /** Cuts the pause between attempts short (the helper was just given a key); the backoff starts over. */
  readonly wakeup?: Wakeup;
};

async function post(opts: RegisterOptions, json: BridgeRegisterBody): Promise<RegisterAnswer> {
  const url = `${opts.apiUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1/bridge/register`;
  const res = await requestUrl(url, { method: 'POST', json, timeoutMs: 10_000, signal: opts.signal });
  let body: RegisterAnswer['body'] = {};
  try {
    body = JSON.parse(res.body.toString('utf8')) as RegisterAnswer['body'];
  } catch {
    // not JSON (a proxy's error page): reported by status
  }
  return { status: res.status, body };
}

/** Carries out one decision; a call that answers returns what the machine hears next. */
async function carryOut(
  opts: RegisterOptions,
  wakeup: Wakeup,
  event: Exclude<RegisteringEvent, { type: 'Registered' }>,
): Promise<RegisteringCommand | undefined> {
  switch (event.type) {
    case 'HelperAsked': {
      const id = await opts.helper.get('/kiosk/check/pod_id');
      if (!id.ok) return { type: 'HelperFailed', message: id.message };
      const key = typeof id.data.pod_id === 'string' ? id.data.pod_id : '';
      return { type: 'HelperAnswered', key, kept: key ? opts.stations.get(key) : null, fresh: newIdentity(key) };
    }
    case 'KeySeen':
      opts.onKey?.(event.data.key);
      return undefined;
    case 'IdentityKept':
      opts.stations.save(event.data.identity);
      return undefined;
    case 'SecretSent': {
      const { key, identity } = event.data;
      const json = { pod_id_key: key, station_secret: identity.station_secret ?? '' };
      return { type: 'ServicesAnswered', answer: await post(opts, json) };
    }
    case 'EnrolmentSent': {
      const { key, identity } = event.data;
      const answer = await post(opts, { pod_id_key: key, nats_user_key: natsUserKey(identity) });
      return { type: 'ServicesAnswered', answer };
    }
    case 'RetryScheduled': {
      const { problem, warn, pauseMs } = event.data;
      if (warn) opts.log.warn(`${problem}; retrying`);
      return { type: 'PauseEnded', woken: (await wakeup.sleep(pauseMs, opts.signal)) === 'woken' };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The bridge stopped while it was registering. */
class RegistrationStopped extends Error {
  constructor() {
    super('the bridge stopped before it registered');
  }
}

/**
 * Registers with services, retrying until the helper reports a pod_id_key and services accept
 * it: a station may be deployed after its bridge starts, and the cloud may be down at boot. The
 * decisions are `registeringDecider`'s; this feeds it what the helper, services and the clock
 * say. A wake (`opts.wakeup`) retries at once.
 */
export async function registerBridge(opts: RegisterOptions): Promise<Registration> {
  const wakeup = opts.wakeup ?? new Wakeup();
  let state = registeringDecider.initialState();
  let command: RegisteringCommand = { type: 'Begin', retryMs: opts.retryMs ?? 1_000 };
  for (;;) {
    let next: RegisteringCommand | undefined;
    try {
      for (const event of registeringDecider.decide(command, state, { now: new Date(), newId: () => '' })) {
        state = registeringDecider.evolve(state, event);
        if (event.type === 'Registered') {
          if (event.data.enrolled)
            opts.log.info('the station enrolled: its secret is kept, and the pod key alone no longer registers it');
          return event.data.registration;
        }
        if (event.type === 'HelperAsked' && opts.signal.aborted) throw new RegistrationStopped();
        next = (await carryOut(opts, wakeup, event)) ?? next;
      }
    } catch (err) {
      if (err instanceof RegistrationStopped) throw err;
      // a throw (the network, the state file, a malformed seed) ends the attempt: the rest of it is moot
      next = { type: 'AttemptFailed', error: errorText(err) };
    }
    if (!next) throw new Error(`registering stopped at ${state.step.kind} with nothing to do`);
    command = next;
  }
}
