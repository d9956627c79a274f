import { type ErrorData, ErrorReply } from '@gamepod/contracts/http';
import type { TSchema } from 'typebox';

/** A successful reply. */
export function ok<D>(data: D, message = 'ok'): { status: true; message: string; data: D } {
  return { status: true, message, data };
}

/** A failed reply; the error handler builds these, routes rarely need to. */
export function fail(message: string, data: ErrorData): ErrorReply {
  return { status: false, message, data };
}

/**
 * Adds the error replies every route can give to its declared success replies, so the
 * OpenAPI document shows them and the serializer keeps their `data` fields.
 */
export function withErrors<R extends Record<number, TSchema>>(
  responses: R,
): R & { '4xx': typeof ErrorReply; '5xx': typeof ErrorReply } {
  return { ...responses, '4xx': ErrorReply, '5xx': ErrorReply };
}
