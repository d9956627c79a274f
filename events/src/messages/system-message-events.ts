import {
  MSG_KEY_PATTERN,
  SYSTEM_MESSAGE_HEAD_MAX,
  SYSTEM_MESSAGE_SUB_MAX,
  SYSTEM_MESSAGE_TYPES,
} from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

/** What Manage System Messages saves: the key the UIs look the text up by, and the text. */
const message = {
  msg_key: Type.String({ pattern: MSG_KEY_PATTERN, description: 'unique by claim (kind msg_key)' }),
  type: Type.Enum(SYSTEM_MESSAGE_TYPES),
  text_head: Type.String({ minLength: 1, maxLength: SYSTEM_MESSAGE_HEAD_MAX }),
  text_sub: Type.String({ maxLength: SYSTEM_MESSAGE_SUB_MAX, description: "'' when left empty" }),
};

export const SystemMessageCreated = defineEvent({
  type: 'SystemMessageCreated',
  aggregate: 'system_message',
  description:
    'A super admin saved a message under a key: the kiosk and the console show it wherever they look that key up, in place of the built-in text when there is one.',
  schema: Type.Object({ message_id: Type.String({ minLength: 1, maxLength: 128 }), ...message }),
});

export const SystemMessageEdited = defineEvent({
  type: 'SystemMessageEdited',
  aggregate: 'system_message',
  description:
    'A super admin saved the message again. When its key changed, the old key reads its built-in text again (or none).',
  schema: Type.Object({ ...message, previous_key: Type.String({ pattern: MSG_KEY_PATTERN }) }),
});

/** The system message's event types, for the catalogue. */
export const SYSTEM_MESSAGE_EVENTS = [SystemMessageCreated, SystemMessageEdited] as const;
