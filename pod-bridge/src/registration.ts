import { type BridgeLog, errorText } from './bridge-log.ts';
import type { HelperClient } from './helper-client.ts';
import { requestUrl } from './http-request.ts';
import { Wakeup } from './wakeup.ts';

/** What services answer a bridge's registration with (services/src/routes/bridge/). */
export type Registration = {
  readonly pod_id: string;
  readonly pod_id_key: string;
  /** The pod's NATS user creds; null when NATS runs without auth. */
  readonly creds: string | null;
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
  /** Called with the key as soon as the helper reports one, before the API answers. */
  readonly onKey?: (podIdKey: string) => void;
  readonly retryMs?: number;
  /** Cuts the pause between attempts short (the helper was just given a key); the backoff starts over. */
  readonly wakeup?: Wakeup;
};

async function once(opts: RegisterOptions): Promise<Registration | string> {
  const id = await opts.helper.get('/kiosk/check/pod_id');
  if (!id.ok) return `the helper has no pod id yet: ${id.message}`;
  const key = typeof id.data.pod_id === 'string' ? id.data.pod_id : '';
  if (!key) return 'the station is not deployed (the helper reports no pod_id_key)';
  opts.onKey?.(key);
  const url = `${opts.apiUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1/bridge/register`;
  const res = await requestUrl(url, {
    method: 'POST',
    json: { pod_id_key: key },
    timeoutMs: 10_000,
    signal: opts.signal,
  });
  let body: { status?: boolean; message?: string; data?: unknown } = {};
  try {
    body = JSON.parse(res.body.toString('utf8')) as typeof body;
  } catch {
    // not JSON (a proxy's error page): reported by status below
  }
  if (res.status !== 200 || body.status !== true) return `registration refused (${res.status}): ${body.message ?? ''}`;
  return { ...(body.data as Omit<Registration, 'pod_id_key'>), pod_id_key: key };
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
