import Type from 'typebox';
import { WithToken } from '../fields.ts';
import { get } from '../route.ts';

const Message = Type.Object({
  msg_key: Type.String(),
  type: Type.Union([Type.Literal('failure'), Type.Literal('warning'), Type.Literal('success')]),
  text_head: Type.String(),
  text_sub: Type.String(),
});

/** The kiosk's message catalogue: a text for every msg_key the API answers with. */
export const systemMessagesGetFe = get('/system_messages/get_fe', {
  querystring: Type.Object({ session_id_key: Type.Optional(Type.String({ maxLength: 256 })), ...WithToken }),
  data: Type.Object({ messages: Type.Array(Message) }),
});
