import { errorText } from './bridge-log.ts';
import type { HelperCall } from './core/helper-call.ts';
import { type HttpAnswer, HttpRequestError, requestUrl } from './http-request.ts';

/** A helper answer: `ok` when it answered and its envelope did not say `status: false`. */
export type HelperResult =
  | { readonly ok: true; readonly status: number; readonly message: string; readonly data: Record<string, unknown> }
  | {
      readonly ok: false;
      /** `refused`: the helper answered and said no; the others: no usable answer at all. */
      readonly kind: 'refused' | 'unreachable' | 'timeout' | 'bad-reply';
      readonly status: number;
      readonly message: string;
    };

export type BytesResult =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly contentType: string }
  | { readonly ok: false; readonly message: string };

type Envelope = { success?: unknown; status?: unknown; message?: unknown; data?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The station's local helper over HTTP. Every call has its own timeout, so a
 * hung helper can never stall the poller or a command.
 */
export class HelperClient {
  readonly baseUrl: string;
  readonly #timeoutMs: number;

  /** `baseUrl` ends in `/api/v1`, e.g. `http://127.0.0.1:5000/api/v1`. */
  constructor(baseUrl: string, opts: { timeoutMs?: number } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = opts.timeoutMs ?? 2_000;
  }

  get(path: string): Promise<HelperResult> {
    return this.call({ method: 'GET', path });
  }

  async call(call: HelperCall): Promise<HelperResult> {
    let res: HttpAnswer;
    try {
      res = await requestUrl(`${this.baseUrl}${call.path}`, {
        method: call.method,
        timeoutMs: this.#timeoutMs,
        ...(call.method === 'POST' ? { json: call.body ?? {} } : {}),
      });
    } catch (err) {
      return failure(err);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString('utf8'));
    } catch {
      return { ok: false, kind: 'bad-reply', status: res.status, message: `helper answered ${res.status}, not JSON` };
    }
    const env: Envelope = isRecord(body) ? body : {};
    const message = typeof env.message === 'string' ? env.message : '';
    // the real helper says `success` on some routes and `status` on others; either false is a no
    const said = env.status ?? env.success;
    const ok = res.status >= 200 && res.status < 300;
    if (!ok || said === false)
      return { ok: false, kind: 'refused', status: res.status, message: message || `helper answered ${res.status}` };
    return { ok: true, status: res.status, message, data: isRecord(env.data) ? env.data : {} };
  }

  /** A binary GET (the screenshot). */
  async bytes(path: string): Promise<BytesResult> {
    try {
      const res = await requestUrl(`${this.baseUrl}${path}`, { method: 'GET', timeoutMs: this.#timeoutMs });
      if (res.status < 200 || res.status >= 300) return { ok: false, message: `helper answered ${res.status}` };
      return { ok: true, bytes: new Uint8Array(res.body), contentType: res.contentType };
    } catch (err) {
      return { ok: false, message: failure(err).message };
    }
  }
}

function failure(err: unknown): HelperResult {
  if (err instanceof HttpRequestError && err.kind === 'timeout')
    return { ok: false, kind: 'timeout', status: 0, message: 'the helper did not answer in time' };
  return { ok: false, kind: 'unreachable', status: 0, message: `the helper is unreachable: ${errorText(err)}` };
}

/** Whether an answer proves the helper is up (a refusal does; a dropped connection does not). */
export const helperAnswered = (r: HelperResult): boolean => r.ok || r.kind === 'refused' || r.kind === 'bad-reply';
