import Type, { type Static, type TSchema } from 'typebox';

/**
 * The envelope every reply uses (spec: "each response carries status, message and data").
 *
 * @example response: withErrors({ 200: Reply(Type.Object({ pods: Type.Array(Pod) })) })
 */
export function Reply<D extends TSchema>(data: D, description?: string) {
  return Type.Object({ status: Type.Boolean(), message: Type.String(), data }, description ? { description } : {});
}

/** What `data` holds when `status` is false: a stable code plus whatever the error may safely say. */
export const ErrorData = Type.Object(
  {
    code: Type.String({ description: 'stable and machine-readable: validation, unauthorized, forbidden, not_found…' }),
    field: Type.Optional(Type.String({ description: 'the input that failed validation' })),
    request_id: Type.Optional(Type.String({ description: 'quote this to support; it is in our logs' })),
  },
  { additionalProperties: true },
);
export type ErrorData = Static<typeof ErrorData>;

export const ErrorReply = Type.Object(
  { status: Type.Literal(false), message: Type.String(), data: ErrorData },
  { description: 'status is false; message is safe to show' },
);
export type ErrorReply = Static<typeof ErrorReply>;

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
