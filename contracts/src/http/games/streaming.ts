import Type, { type Static } from 'typebox';
import { GameFlag } from './game-fields.ts';

// `/user/update/streaming`: the player turns streaming of their play on or off.

export const StreamingBody = Type.Object(
  {
    session_id_key: Type.Optional(Type.String({ maxLength: 1024 })),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
    is_streaming: GameFlag,
  },
  { additionalProperties: false },
);
export type StreamingBody = Static<typeof StreamingBody>;

export const StreamingReply = Type.Object({
  stream_default: GameFlag,
  is_streaming: GameFlag,
});
export type StreamingReply = Static<typeof StreamingReply>;
