import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from '../../http/error-mapping.ts';
import { ssoPage } from './sso-page.ts';

/** Whether the caller is a browser showing what it gets (it asks for HTML), not a script reading JSON. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * Answers an identity provider's refused or failed answer: a browser (a phone, a tab) gets a
 * page saying so, with the same status; a script gets the API's JSON envelope. Logged as the
 * API logs its errors.
 */
export function answerError(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const mapped = mapError(err, request.id);
  if (mapped.log === 'error') request.log.error({ err }, 'request failed');
  else if (mapped.log === 'warn') request.log.warn({ err: { message: (err as Error).message } }, 'request refused');
  reply.code(mapped.status);
  if (!wantsPage(request)) return reply.send(mapped.body);
  const reason = (mapped.body.data as { reason?: unknown; code?: unknown } | undefined) ?? {};
  const code = typeof reason.reason === 'string' ? reason.reason : typeof reason.code === 'string' ? reason.code : '';
  const html = ssoPage({
    tone: 'down',
    title: "We couldn't sign you in",
    lines: [mapped.body.message, 'Nothing was signed in. Try again from the start, or ask the staff for help.'],
    ...(code ? { code: `Reason: ${code}` } : {}),
  });
  return reply.type('text/html; charset=utf-8').send(html);
}
