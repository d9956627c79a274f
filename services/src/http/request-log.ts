import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * How logs are written: `pretty` (pino-pretty, readable, request lines only for errors and
 * slow requests) for a person at a terminal; `json` (a JSON line per event, every request)
 * for everything else: a pipe, a file, a log collector.
 */
export type LogFormat = 'pretty' | 'json';

/** A request slower than this gets a line on the terminal whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * `LOG_FORMAT=json` or `pretty` when set; otherwise pretty only when stdout is a terminal.
 *
 * @example logFormat(process.env, process.stdout.isTTY) // 'pretty' in a terminal
 */
export function logFormat(env: NodeJS.ProcessEnv, stdoutIsTty: boolean | undefined): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return stdoutIsTty ? 'pretty' : 'json';
}

/** What a terminal shows of a finished request: nothing, or a line at a level. */
export type RequestLine = { readonly level: 'error' | 'warn'; readonly message: string } | null;

/**
 * The terminal's filter of request lines: a server error (5xx) at error level, a refused
 * request (4xx: bad input, no session, no right) or a slow one at warn, and nothing for the
 * rest, which is most of them (kiosk polls, lists, pushes).
 */
export function requestLine(statusCode: number, responseMs: number): RequestLine {
  if (statusCode >= 500) return { level: 'error', message: 'request failed' };
  if (statusCode >= 400) return { level: 'warn', message: 'request refused' };
  if (responseMs > SLOW_REQUEST_MS) return { level: 'warn', message: 'slow request' };
  return null;
}

/**
 * Fastify's request logging for a terminal: no "incoming request" lines, and a "request
 * completed" line only for what `requestLine` keeps (4xx and 5xx, slow requests). Errors
 * the error handler logs itself are unchanged.
 */
export class TerminalLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = error
      ? ({ level: 'error', message: 'request errored' } as const)
      : requestLine(reply.statusCode, reply.elapsedTime);
    if (!line) return;
    reply.log[line.level](
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), ...(error ? { err: error } : {}) },
      line.message,
    );
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // a 4xx already gets its "request refused" line when it completes
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }
}
