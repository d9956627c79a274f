import Type, { type Static } from 'typebox';

/** Who caused an event: a signed-in user, a pod (through its bridge), or the system itself. */
export const Actor = Type.Union([
  Type.Object({ kind: Type.Literal('user'), user_id: Type.String(), role: Type.Integer({ minimum: 1, maximum: 5 }) }),
  Type.Object({ kind: Type.Literal('pod'), pod_id: Type.String() }),
  Type.Object({ kind: Type.Literal('system'), name: Type.String() }),
]);
export type Actor = Static<typeof Actor>;

/** Metadata every stored event carries. */
export const EventMetadata = Type.Object({
  event_id: Type.String({ description: 'UUIDv7' }),
  schema_version: Type.Integer({ minimum: 1 }),
  occurred_at: Type.String({ description: 'UTC, ISO 8601' }),
  actor: Actor,
  correlation_id: Type.String(),
  causation_id: Type.Union([Type.String(), Type.Null()]),
});
export type EventMetadata = Static<typeof EventMetadata>;

/** The shape of one event on the wire and in the log. */
export type EventEnvelope<T extends string = string, D = unknown> = {
  readonly type: T;
  readonly data: D;
  readonly metadata: EventMetadata;
};

/** An event as read back from the log, with its place in it. */
export type StoredEvent<T extends string = string, D = unknown> = EventEnvelope<T, D> & {
  /** Stream sequence of the message (the commit) that holds this event. */
  readonly seq: number;
  /** Position of the event inside its commit, from 0. */
  readonly index: number;
  readonly subject: string;
  readonly aggregate: string;
  readonly aggregate_id: string;
};

/** What a caller appends: the store fills in the metadata. */
export type NewEvent<T extends string = string, D = unknown> = { readonly type: T; readonly data: D };

/** Causal context for an append; ids come from the command or request that caused it. */
export type AppendContext = {
  readonly actor: Actor;
  readonly correlation_id?: string;
  readonly causation_id?: string | null;
};

export const SYSTEM_ACTOR: Actor = { kind: 'system', name: 'gamepod' };
