import { LOG_SEQ_HEADER } from '@gamepod/contracts/http';
import { noteLogSequence, readAfterHeaders } from './read-after.ts';

/** Where the product API lives: same origin as this page. */
export const API_BASE = '/api/v1';

const DEFAULT_TIMEOUT_MS = 8_000;

/** The envelope every reply carries ("each response carries status, message and data"). */
export type Envelope<T> = { status: boolean; message: string; data: T };

/** Why a call failed: the server said no, it never answered, it was too slow, or it answered nonsense. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-reply';

/**
 * A failed API call. `message` is safe to show; `status` is the HTTP status (0 when no reply came);
 * `data` is the envelope's data, which some failures still fill (health lists what is down).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly data: unknown;

  constructor(kind: ApiErrorKind, message: string, status: number, data?: unknown, cause?: unknown) {
    super(message, { cause });
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `{ authorization: `Bearer ${token}` }`. */
  headers?: Record<string, string>;
};

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope<unknown>).status === 'boolean' &&
    typeof (value as Envelope<unknown>).message === 'string'
  );
}

async function send(path: string, options: RequestOptions, controller: AbortController): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...readAfterHeaders(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: controller.signal };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return fetch(`${API_BASE}${path}`, init);
}

/**
 * Calls the product API and returns the envelope's `data`, or throws an {@link ApiError}.
 * The caller vouches for `T`; check the shape where a wrong one would hurt. Every call carries
 * the tab's read-your-writes token and keeps the one its reply brings (see read-after.ts).
 *
 * @example const { pods } = await apiRequest<ReplyData<'GET', '/admin/kiosk/pods'>>('/admin/kiosk/pods?lab_id=1');
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // forwarded by hand: AbortSignal.any is missing from older kiosk browsers
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let text: string;
    try {
      response = await send(path, options, controller);
      noteLogSequence(response.headers.get(LOG_SEQ_HEADER));
      text = await response.text();
    } catch (cause) {
      if (timedOut)
        throw new ApiError('timeout', `The server did not answer within ${timeoutMs / 1000} s.`, 0, undefined, cause);
      if (options.signal?.aborted) throw cause;
      throw new ApiError(
        'network',
        'Cannot reach the gamepod server. Check the network connection.',
        0,
        undefined,
        cause,
      );
    }

    return readEnvelope<T>(response.status, response.ok, text);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Reads a reply's text as the envelope and returns its `data`, or throws the {@link ApiError}
 * `apiRequest` would. For transports other than fetch (an upload over XMLHttpRequest, for its progress).
 *
 * @example const data = readEnvelope<{ url: string }>(xhr.status, xhr.status < 300, xhr.responseText);
 */
export function readEnvelope<T>(status: number, ok: boolean, text: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError('invalid-reply', `Unexpected reply from the server (HTTP ${status}).`, status, undefined, cause);
  }
  if (!isEnvelope(body)) {
    throw new ApiError('invalid-reply', `Unexpected reply from the server (HTTP ${status}).`, status);
  }
  if (!ok || !body.status) {
    throw new ApiError('http', body.message || `The server replied with HTTP ${status}.`, status, body.data);
  }
  return body.data as T;
}
