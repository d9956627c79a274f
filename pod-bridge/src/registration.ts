import { credsText } from '@gamepod/events';
import { type BridgeLog, errorText } from './bridge-log.ts';
import type { HelperClient } from './helper-client.ts';
import { requestUrl } from './http-request.ts';
import { natsUserKey, newIdentity, type StationIdentity, type StationStore } from './station-store.ts';
import { Wakeup } from './wakeup.ts';

/** What services answer a bridge's registration with (services/src/routes/bridge/). */
export type Registration = {
  readonly pod_id: string;
  readonly pod_id_key: string;
  /** The station's NATS user creds (services' JWT and its own seed); null when NATS runs without auth. */
  readonly creds: string | null;
  /** When the creds stop working (ISO 8601): the bridge registers again before. */
  readonly expires_at: string | null;
  readonly nats_url?: string;
  readonly stream: string;
  readonly consumer: string;
  readonly subject_prefix: string;
  readonly inbox_prefix: string;
  readonly screens_bucket: string;
};

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

type Answer = { status: number; body: { status?: boolean; message?: string; data?: unknown } };

async function post(opts: RegisterOptions, json: Record<string, string>): Promise<Answer> {
  const url = `${opts.apiUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1/bridge/register`;
  const res = await requestUrl(url, { method: 'POST', json, timeoutMs: 10_000, signal: opts.signal });
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(res.body.toString('utf8')) as Answer['body'];
  } catch {
    // not JSON (a proxy's error page): reported by status below
  }
  return { status: res.status, body };
}

const accepted = (a: Answer) => a.status === 200 && a.body.status === true;

type Reply = Omit<Registration, 'pod_id_key' | 'creds'> & { jwt: string | null; station_secret?: string };

/**
 * One registration: with the station secret when this station enrolled under the helper's key,
 * else an enrolment with the key and the station's own NATS user key. A refused secret (an admin
 * reopened enrolment for a re-imaged station, or the pod is inactive) is followed by an enrolment
 * attempt with a fresh key; the kept identity is replaced only when that enrolment succeeds.
 */
async function once(opts: RegisterOptions): Promise<Registration | string> {
  const id = await opts.helper.get('/kiosk/check/pod_id');
  if (!id.ok) return `the helper has no pod id yet: ${id.message}`;
  const key = typeof id.data.pod_id === 'string' ? id.data.pod_id : '';
  if (!key) return 'the station is not deployed (the helper reports no pod_id_key)';
  opts.onKey?.(key);
  const kept = opts.stations.get(key);
  let identity: StationIdentity;
  let answer: Answer;
  if (kept?.station_secret) {
    identity = kept;
    answer = await post(opts, { pod_id_key: key, station_secret: kept.station_secret });
    if (!accepted(answer)) {
      const fresh = newIdentity(key);
      const enrol = await post(opts, { pod_id_key: key, nats_user_key: natsUserKey(fresh) });
      if (accepted(enrol)) [identity, answer] = [fresh, enrol];
    }
  } else {
    // kept before asking, so a crash after services enrolled still has the seed of the key they hold
    identity = kept ?? newIdentity(key);
    if (!kept) opts.stations.save(identity);
    answer = await post(opts, { pod_id_key: key, nats_user_key: natsUserKey(identity) });
  }
  if (!accepted(answer)) return `registration refused (${answer.status}): ${answer.body.message ?? ''}`;
  const { jwt, station_secret, ...reply } = answer.body.data as Reply;
  if (station_secret) {
    identity = { ...identity, station_secret };
    opts.stations.save(identity);
    opts.log.info('the station enrolled: its secret is kept, and the pod key alone no longer registers it');
  }
  return { ...reply, pod_id_key: key, creds: jwt ? credsText(jwt, identity.nats_seed) : null };
}

/**
 * Registers with services, retrying (1 s doubling to 30 s) until the helper reports a
 * pod_id_key and services accept it: a station may be deployed after its bridge starts, and the
 * cloud may be down at boot. A wake (`opts.wakeup`) retries at once.
 */
export async function registerBridge(opts: RegisterOptions): Promise<Registration> {
  const firstWait = opts.retryMs ?? 1_000;
  const wakeup = opts.wakeup ?? new Wakeup();
  let wait = firstWait;
  let lastProblem = '';
  for (;;) {
    if (opts.signal.aborted) throw new Error('the bridge stopped before it registered');
    let outcome: Registration | string;
    try {
      outcome = await once(opts);
    } catch (err) {
      outcome = `registration failed: ${errorText(err)}`;
    }
    if (typeof outcome !== 'string') return outcome;
    // say it once per distinct problem, not every retry
    if (outcome !== lastProblem) opts.log.warn(`${outcome}; retrying`);
    lastProblem = outcome;
    const pause = await wakeup.sleep(wait, opts.signal);
    wait = pause === 'woken' ? firstWait : Math.min(wait * 2, 30_000);
  }
}
