// The typed client for the console's /api/v1 calls. Every call carries the signed-in token
// (Bearer), and every failure goes through one place (`handleApiFailure`): a refused token
// signs out, a lost network reloads, anything else shows the server's message as a toast.

import {
  type BodyOf,
  type GetPath,
  LOG_SEQ_HEADER,
  type PostPath,
  type QueryOf,
  type ReplyData,
} from '@gamepod/contracts/http';
import { ApiError, apiRequest, noteLogSequence, readAfterHeaders, readEnvelope } from '@gamepod/ui-kit';
import { userSession } from '#app-state/session/model/session-model.ts';
import { handleApiFailure } from './api-failures.ts';

/** A query string's fields; a list repeats its key (`game_genre=Indie&game_genre=Sports`). */
type Query = { readonly [field: string]: string | number | boolean | readonly string[] | null | undefined };

export type CallOptions = {
  /** Skip the error toast (the caller shows the failure its own way); sign-out and reload still happen. */
  quiet?: boolean;
  /** The caller handles every failure itself: no toast, no sign-out, no reload (login, logout). */
  unhandled?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send this token instead of the signed-in user's. */
  token?: string;
};

function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (Array.isArray(v)) for (const item of v) params.append(k, item);
    else if (v !== undefined && v !== null) params.set(k, String(v));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function authHeaders(o: CallOptions): Record<string, string> {
  const token = o.token ?? userSession.value?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }, o: CallOptions): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...init, headers: authHeaders(o), signal: o.signal, timeoutMs: o.timeoutMs });
  } catch (err) {
    if (!o.signal?.aborted && !o.unhandled) handleApiFailure(err, o);
    throw err;
  }
}

/**
 * GETs `path` under /api/v1 with a query string and returns the reply's data. The query and
 * the data are the call's contract (`@gamepod/contracts/http`), looked up by its path.
 *
 * @example const { labs } = await adminGet('/admin/kiosk/labs', { client_id });
 */
export function adminGet<P extends GetPath>(
  path: P,
  query?: QueryOf<P>,
  o: CallOptions = {},
): Promise<ReplyData<'GET', P>> {
  return call(withQuery(path, query), { method: 'GET' }, o);
}

/**
 * POSTs JSON to `path` under /api/v1 and returns the reply's data; the body and the data are
 * the call's contract.
 *
 * @example await adminPost('/admin/kiosk/lab_admin_mode', { lab_id, admin_mode: 1 });
 */
export function adminPost<P extends PostPath>(
  path: P,
  body: BodyOf<P>,
  o: CallOptions = {},
): Promise<ReplyData<'POST', P>> {
  return call(path, { method: 'POST', body }, o);
}

/**
 * POSTs a multipart form (uploads) and reports progress from 0 to 1. XMLHttpRequest, because
 * fetch cannot report upload progress.
 *
 * @example await adminUpload('/admin/kiosk/upload/lab_allowedips', form, (p) => (progress.value = p));
 */
export function adminUpload<P extends PostPath>(
  path: P,
  form: FormData,
  onProgress?: (fraction: number) => void,
  o: CallOptions = {},
): Promise<ReplyData<'POST', P>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    for (const [k, v] of Object.entries({ ...readAfterHeaders(), ...authHeaders(o) })) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('accept', 'application/json');
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const fail = (err: unknown) => {
      if (!o.unhandled) handleApiFailure(err, o);
      reject(err);
    };
    xhr.onload = () => {
      noteLogSequence(xhr.getResponseHeader(LOG_SEQ_HEADER));
      try {
        resolve(readEnvelope(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
      } catch (err) {
        fail(err);
      }
    };
    xhr.onerror = () =>
      fail(new ApiError('network', 'Cannot reach the gamepod server. Check the network connection.', 0));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
