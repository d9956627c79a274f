import type { ErrorReply } from '@gamepod/contracts/http';
import { GamepodError, isNatsOutage } from '@gamepod/events';
import { isConnectionError, isMissingTable } from '@gamepod/projections';
import type { FastifyError } from 'fastify';
import { fail } from '../schemas/reply.ts';
import { UnavailableError } from './unavailable-error.ts';
import { describeValidation } from './validation.ts';

export const INTERNAL_MESSAGE = 'Something went wrong on our side';

/** What a read that finds its read model not built yet answers (a fresh install, a first start). */
export const STARTING_MESSAGE = 'This part of gamepod is still starting up; please try again in a moment';

/** What a request answers while the database or the log cannot be reached (a restart, a failover). */
export const OUTAGE_MESSAGE = 'gamepod cannot reach one of its servers right now; please try again in a moment';

/** What the API answers for an error, and how loudly to log it. */
export type MappedError = {
  readonly status: number;
  readonly body: ErrorReply;
  readonly log: 'none' | 'warn' | 'error';
};

/** Fastify's own client errors that deserve a friendlier message and a stable code. */
const FASTIFY_CODES: Readonly<Record<string, { code: string; message?: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'Body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'Body is empty but its content-type says JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request' },
};

type MaybeFastifyError = Partial<Pick<FastifyError, 'code' | 'statusCode' | 'validation' | 'validationContext'>>;

/**
 * Maps anything thrown in a request to the reply envelope. 4xx errors say what was wrong;
 * 5xx errors never carry their message or stack to the caller, only a request id.
 */
export function mapError(err: unknown, requestId: string): MappedError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as MaybeFastifyError & { message?: string };
  if (Array.isArray(e.validation)) {
    const { message, ...data } = describeValidation(e.validation, e.validationContext);
    return { status: 400, body: fail(message, { code: 'validation', ...data }), log: 'none' };
  }
  if (err instanceof GamepodError && (err.status < 500 || err instanceof UnavailableError)) {
    const log = err instanceof UnavailableError ? 'warn' : 'none';
    return { status: err.status, body: fail(err.message, { ...err.data, code: err.code }), log };
  }
  // a read model whose worker has not run once has no table yet: that is "not yet", not a bug
  if (isMissingTable(err)) {
    return { status: 503, body: fail(STARTING_MESSAGE, { code: 'unavailable', request_id: requestId }), log: 'warn' };
  }
  // a dependency that blinked: nothing was refused on its merits, and a retry may work
  if (isConnectionError(err) || isNatsOutage(err)) {
    return { status: 503, body: fail(OUTAGE_MESSAGE, { code: 'unavailable', request_id: requestId }), log: 'warn' };
  }
  const status = e.statusCode;
  if (!(err instanceof GamepodError) && typeof status === 'number' && status >= 400 && status < 500) {
    const known = e.code ? FASTIFY_CODES[e.code] : undefined;
    const message = known?.message ?? e.message ?? 'Bad request';
    return { status, body: fail(message, { code: known?.code ?? 'bad_request' }), log: 'warn' };
  }
  return { status: 500, body: fail(INTERNAL_MESSAGE, { code: 'internal', request_id: requestId }), log: 'error' };
}
