import Type, { type Static } from 'typebox';
import { SYSTEM_MESSAGE_TYPES } from '../../catalogues/alert-catalogues.ts';
import { WithToken } from '../fields.ts';
import { get } from '../route.ts';

/** One text the UIs look up by key. */
export const SystemMessageEntry = Type.Object({
  msg_key: Type.String(),
  type: Type.Enum(SYSTEM_MESSAGE_TYPES),
  text_head: Type.String(),
  text_sub: Type.String(),
});
export type SystemMessageEntry = Static<typeof SystemMessageEntry>;

/**
 * The message catalogue: a text for every msg_key the API answers with and the UIs look up,
 * the built-in texts with the ones super admins saved laid over them by key.
 */
export const systemMessagesGetFe = get('/system_messages/get_fe', {
  querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
  data: Type.Object({ messages: Type.Array(SystemMessageEntry) }),
});
