import Type, { type Static } from 'typebox';
import { Flag, KioskKeys, Strict } from '../fields.ts';
import { post } from '../route.ts';

// `/user/update/streaming`: whether the station streams the signed-in player's play (the
// helper's is_streaming). The kiosk calls it without `streaming` after a sign-in, so the pod
// follows the player's stream_default, and with it when the player turns the dashboard's
// streaming notice on or off.

export const UpdateStreamingBody = Strict({
  ...KioskKeys,
  streaming: Type.Optional(Flag),
});
export type UpdateStreamingBody = Static<typeof UpdateStreamingBody>;

export const StreamingReply = Type.Object({
  is_streaming: Flag,
  stream_default: Flag,
  command_id: Type.String({ description: 'the streaming pod command that carries it to the station' }),
});
export type StreamingReply = Static<typeof StreamingReply>;

/** Turns the station's streaming on or off for the player signed in on the session's pod. */
export const userUpdateStreaming = post('/user/update/streaming', { body: UpdateStreamingBody, data: StreamingReply });
