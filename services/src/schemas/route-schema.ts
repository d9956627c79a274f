import type { HttpRoute } from '@gamepod/contracts/http';
import type { TSchema } from 'typebox';
import { withErrors } from './reply.ts';

/** What the OpenAPI document says of a route beside its contract. */
export type RouteDoc = {
  readonly summary: string;
  readonly description?: string;
  readonly tags: string[];
  readonly security?: Array<Record<string, string[]>>;
  readonly consumes?: string[];
};

type RequestParts<R> = Pick<R, Extract<keyof R, 'querystring' | 'body' | 'params'>>;

/**
 * A route's Fastify schema from its contract: the request parts it declares, its reply on 200
 * and the error replies, with the OpenAPI text.
 *
 * @example app.get(adminKioskPods.url, { schema: routeSchema(adminKioskPods, { summary, tags }) }, handler)
 */
export function routeSchema<const R extends HttpRoute>(
  route: R,
  doc: RouteDoc,
): RouteDoc & RequestParts<R> & { response: ReturnType<typeof withErrors<{ 200: R['reply'] }>> } {
  const parts: Partial<Record<'querystring' | 'body' | 'params', TSchema>> = {};
  for (const key of ['querystring', 'body', 'params'] as const) if (route[key]) parts[key] = route[key];
  return { ...doc, ...(parts as RequestParts<R>), response: withErrors({ 200: route.reply }) };
}

/** A file route's Fastify schema from its contract: its request parts, and its file on 200. */
export function fileSchema<
  const R extends { readonly querystring?: TSchema; readonly params?: TSchema; readonly file: TSchema },
>(route: R, doc: RouteDoc & { readonly produces: string[] }) {
  const parts: Partial<Record<'querystring' | 'params', TSchema>> = {};
  for (const key of ['querystring', 'params'] as const) if (route[key]) parts[key] = route[key];
  return {
    ...doc,
    ...(parts as Pick<R, Extract<keyof R, 'querystring' | 'params'>>),
    response: withErrors({ 200: route.file as R['file'] }),
  };
}
