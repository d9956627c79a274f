import Type, { type Static, type TSchema } from 'typebox';

/**
 * The envelope every JSON reply uses: each response carries status, message and data.
 *
 * @example Reply(Type.Object({ pods: Type.Array(PodListRow) }))
 */
export function Reply<D extends TSchema>(data: D, description?: string) {
  return Type.Object({ status: Type.Boolean(), message: Type.String(), data }, description ? { description } : {});
}

/** A reply as a client reads it: `data` is the route's data when `status` is true. */
export type Envelope<D> = { status: boolean; message: string; data: D };

/** What `data` holds when `status` is false: a stable code plus whatever the error may safely say. */
export const ErrorData = Type.Object(
  {
    code: Type.String({ description: 'stable and machine-readable: validation, unauthorized, forbidden, not_found…' }),
    field: Type.Optional(Type.String({ description: 'the input that failed validation' })),
    msg_key: Type.Optional(Type.String({ description: "the kiosk's message catalogue key, when there is one" })),
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
