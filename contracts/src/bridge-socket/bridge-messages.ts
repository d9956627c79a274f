import Type, { type Static, type TSchema } from 'typebox';
import { CommandTypeSchema } from '../catalogues/catalogue-schemas.ts';
import { StationView } from './station-view.ts';

const nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/**
 * The bridge's greeting, sent on connect and again whenever it changes: the pod the bridge is
 * registered as, and the station's key (the `pod_id_key` the helper holds). Both are null while
 * the station is undeployed; `pod_id` is null while the bridge registers.
 */
export const HelloMessage = Type.Object({
  op: Type.Literal('hello'),
  pod_id: nullable(Type.String()),
  pod_id_key: nullable(Type.String()),
});
export type HelloMessage = Static<typeof HelloMessage>;

/** What the bridge tells a page about its station: what it saw, and which of its links are up. */
export const StationState = Type.Object({
  station: StationView,
  helper_ok: Type.Boolean({ description: 'the last helper call answered' }),
  nats_ok: Type.Boolean({ description: 'the bridge is connected to the cloud' }),
});
export type StationState = Static<typeof StationState>;

/** The station's state, sent on connect and on every change. */
export const StateMessage = Type.Object({ op: Type.Literal('state'), ...StationState.properties });
export type StateMessage = Static<typeof StateMessage>;

/** A staff command to the pod, as it was issued (the data of `PodCommandIssued`). */
export const PodCommand = Type.Object({
  command_id: Type.String(),
  command_type: CommandTypeSchema,
  command_value: nullable(Type.String()),
  command_platform: nullable(Type.String()),
  expires_at: Type.String({ format: 'date-time' }),
  request_pod_id: nullable(Type.String()),
  players: Type.Optional(nullable(Type.Integer({ description: 'a game launch on a group pod: how many play' }))),
});
export type PodCommand = Static<typeof PodCommand>;

/**
 * A pod command the page acts on itself (a logout, a lockout, a schedule), forwarded as it runs.
 * `failed` is why the station could not run a staff game launch (the page shows it with Ok).
 */
export const CommandMessage = Type.Object({
  op: Type.Literal('command'),
  command: PodCommand,
  failed: Type.Optional(Type.String()),
});
export type CommandMessage = Static<typeof CommandMessage>;

/** The answer to `ping`. */
export const PongMessage = Type.Object({ op: Type.Literal('pong') });
export type PongMessage = Static<typeof PongMessage>;

/**
 * A relayed helper call's outcome: the helper's status, message and data. `ok: false` with
 * status 400 when the bridge refused the call, and status 0 when no helper answered.
 */
export const HelperReply = Type.Object({
  ok: Type.Boolean(),
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type HelperReply = Static<typeof HelperReply>;

/** The answer to a page's `call`, paired with it by `id` (null when the call had no usable id). */
export const ReplyMessage = Type.Object({
  op: Type.Literal('reply'),
  id: nullable(Type.String()),
  ...HelperReply.properties,
});
export type ReplyMessage = Static<typeof ReplyMessage>;

/** What a bridge sends a page. */
export const BridgeMessage = Type.Union([HelloMessage, StateMessage, CommandMessage, PongMessage, ReplyMessage]);
export type BridgeMessage = Static<typeof BridgeMessage>;
