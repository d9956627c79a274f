import type { FastifyInstance } from 'fastify';
import { fail } from '../schemas/reply.ts';
import { mapError } from './error-mapping.ts';

/** The request's path without its query string, which may hold a token. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** One error handler and one not-found handler for the whole API. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const mapped = mapError(err, request.id);
    if (mapped.log === 'error') request.log.error({ err }, 'request failed');
    else if (mapped.log === 'warn') request.log.warn({ err: { message: (err as Error).message } }, 'request refused');
    if (mapped.status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(mapped.status).send(mapped.body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail(`Route ${request.method} ${pathOf(request.url)} not found`, { code: 'not_found' })),
  );
}
