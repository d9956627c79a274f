import type { BodyOf, GetPath, PostPath, QueryOf, ReplyData } from '@gamepod/contracts/http';
import { ApiError, apiRequest } from '@gamepod/ui-kit';
import { isSessionGone } from './session-gone.ts';

/** A query string's fields; a list repeats its key (`game_genre=Indie&game_genre=Sports`). */
type Query = { readonly [field: string]: string | number | readonly string[] | undefined };

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, item);
    else if (v !== undefined) params.set(k, String(v));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * POSTs JSON to /api/v1 and returns the reply's data, or throws an ApiError. The body and the
 * data are the call's contract (`@gamepod/contracts/http`), looked up by its path.
 */
export function post<P extends PostPath>(path: P, body: BodyOf<P>): Promise<ReplyData<'POST', P>> {
  return apiRequest(path, { method: 'POST', body });
}

/** GETs from /api/v1 with a query string and returns the reply's data, or throws an ApiError. */
export function get<P extends GetPath>(path: P, query?: QueryOf<P>): Promise<ReplyData<'GET', P>> {
  return apiRequest(withQuery(path, query));
}

/** GETs as a signed-in user: the token rides in the Authorization header, never in the URL. */
export function getAs<P extends GetPath>(token: string, path: P, query?: QueryOf<P>): Promise<ReplyData<'GET', P>> {
  return apiRequest(withQuery(path, query), { headers: { authorization: `Bearer ${token}` } });
}

/** The catalogue key a failed call names (`data.msg_key`), if any. */
export function msgKeyOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const data = err.data as { msg_key?: unknown } | null | undefined;
  return typeof data?.msg_key === 'string' ? data.msg_key : null;
}

/** The text fields a failed call's data carries (e.g. `stop_time`), to fill its catalogue text's `{name}`s. */
export function textsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || typeof err.data !== 'object' || err.data === null) return {};
  return Object.fromEntries(Object.entries(err.data).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The field a failed call names (`data.field`), if any. */
export function fieldOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const data = err.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? data.field : null;
}

/** A player call refused because the user's token or the page's kiosk session is gone. */
export function isTokenExpired(err: unknown): boolean {
  return err instanceof ApiError && isSessionGone(err.status, err.message);
}

export { ApiError };
