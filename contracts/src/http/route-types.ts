import type { Static, TSchema } from 'typebox';
import type { HttpMethod, HttpRoute } from './route.ts';
import type * as Routes from './routes.ts';

/** Every JSON route the API serves (what `get` and `post` declared in the areas). */
export type AnyRoute = Extract<(typeof Routes)[keyof typeof Routes], HttpRoute>;

/** The route at `method` and `path`. */
export type RouteAt<M extends HttpMethod, P extends string> = Extract<AnyRoute, { method: M; url: P }>;

/** The paths a client may GET, and those it may POST to (JSON). */
export type GetPath = Extract<AnyRoute, { method: 'GET' }>['url'];
export type PostPath = Extract<AnyRoute, { method: 'POST' }>['url'];

type PartOf<R, K extends string> = R extends { readonly [k in K]: infer S extends TSchema }
  ? Static<S>
  : Record<string, never>;

/**
 * What a route's reply holds in `data`.
 *
 * @example type Pods = ReplyData<'GET', '/admin/kiosk/pods'>; // { pods: PodListRow[]; letters: string[] }
 */
export type ReplyData<M extends HttpMethod, P extends string> = Static<RouteAt<M, P>['data']>;

/** What a GET route takes in its query string. */
export type QueryOf<P extends GetPath> = PartOf<RouteAt<'GET', P>, 'querystring'>;

/** What a POST route takes as its JSON body. */
export type BodyOf<P extends PostPath> = PartOf<RouteAt<'POST', P>, 'body'>;
