import Type, { type TSchema } from 'typebox';
import { Reply } from './envelope.ts';

export type HttpMethod = 'GET' | 'POST';

/** The request parts a route declares, and its reply's `data` (status 200). */
export type RouteParts = {
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly params?: TSchema;
  readonly data: TSchema;
};

/** One `/api/v1` call: where it is, what it takes, and what its JSON reply's `data` holds. */
export type HttpRoute = RouteParts & {
  readonly method: HttpMethod;
  /** The path under `/api/v1`. */
  readonly url: string;
  /** The whole reply, `{status, message, data}`. */
  readonly reply: TSchema;
};

function route<const M extends HttpMethod, const U extends string, const P extends RouteParts>(
  method: M,
  url: U,
  parts: P,
) {
  // the data's own schema type, not its constraint's, so that `Static` of the reply is exact
  return { method, url, ...parts, reply: Reply<P['data']>(parts.data) };
}

/**
 * A GET call: its querystring and its reply's data.
 *
 * @example export const adminKioskPods = get('/admin/kiosk/pods', { querystring: PodListQuery, data: PodList });
 */
export const get = <const U extends string, const P extends RouteParts>(url: U, parts: P) => route('GET', url, parts);

/** A POST call: its JSON (or multipart) body and its reply's data. */
export const post = <const U extends string, const P extends RouteParts>(url: U, parts: P) => route('POST', url, parts);

/** A file's bytes, for a reply that is a file (a screenshot, an upload), not JSON. */
export const FileBytes = (description: string) =>
  Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description });

/**
 * A GET call whose reply is a file, not the JSON envelope: a page loads it as an image, a
 * sound or a download, not through the API client.
 */
export const getFile = <
  const U extends string,
  const P extends { readonly querystring?: TSchema; readonly params?: TSchema; readonly file: TSchema },
>(
  url: U,
  parts: P,
) => ({ method: 'GET' as const, url, ...parts });

/** An empty `data`: the reply's message says it all. */
export const Empty = Type.Object({});
