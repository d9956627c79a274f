import { LOG_SEQ_HEADER } from '@gamepod/contracts/http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

type LogControllerOptions = NonNullable<ConstructorParameters<typeof LogController>[0]>;

/**
 * How logs are written: `pretty` (pino-pretty, readable) for a person at a terminal; `json`
 * (a JSON line per event) for everything else: a pipe, a file, a log collector. Either way
 * most requests (kiosk polls, health checks, lists, pushes) get no line; see `requestLine`.
 */
export type LogFormat = 'pretty' | 'json';

/** A request slower than this gets a line whatever its status. */
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

/** What the log shows of a finished request: nothing, or a line at a level. */
export type RequestLine = { readonly level: 'error' | 'warn' | 'info'; readonly message: string } | null;

/**
 * The filter of request lines: a server error (5xx) at error level, a refused request (4xx:
 * bad input, no session, no right) or a slow one at warn, one that appended to the log (a
 * state change: a login, a purchase, a save) at info when `changedState` says so, and nothing
 * for the rest, which is most of them (kiosk polls, health checks, lists, pushes).
 */
export function requestLine(statusCode: number, responseMs: number, changedState = false): RequestLine {
  if (statusCode >= 500) return { level: 'error', message: 'request failed' };
  if (statusCode >= 400) return { level: 'warn', message: 'request refused' };
  if (responseMs > SLOW_REQUEST_MS) return { level: 'warn', message: 'slow request' };
  if (changedState) return { level: 'info', message: 'state changed' };
  return null;
}

/**
 * Fastify's request logging, quiet: no "incoming request" lines, and a line when a request
 * completes only for what `requestLine` keeps (4xx and 5xx, slow requests, and with
 * `stateChanges` the requests that appended to the log, which the read-your-writes hook marks
 * with their log sequence). Errors the error handler logs itself are unchanged.
 */
export class QuietLogController extends LogController {
  readonly #stateChanges: boolean;

  constructor(opts: LogControllerOptions & { readonly stateChanges?: boolean } = {}) {
    const { stateChanges = false, ...rest } = opts;
    super(rest);
    this.#stateChanges = stateChanges;
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = error
      ? ({ level: 'error', message: 'request errored' } as const)
      : requestLine(
          reply.statusCode,
          reply.elapsedTime,
          this.#stateChanges && reply.getHeader(LOG_SEQ_HEADER) !== undefined,
        );
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
