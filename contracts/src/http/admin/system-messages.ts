import Type, { type Static } from 'typebox';
import {
  MSG_KEY_PATTERN,
  SYSTEM_MESSAGE_HEAD_MAX,
  SYSTEM_MESSAGE_PAGE_SIZE,
  SYSTEM_MESSAGE_SUB_MAX,
  SYSTEM_MESSAGE_TYPES,
} from '../../catalogues/alert-catalogues.ts';
import { SystemMessageEntry } from '../common/system-messages.ts';
import { Nullable, OptionalText, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging, SortType } from '../list-fields.ts';
import { get, post } from '../route.ts';

// Manage System Messages (super admins): the list and save (create or edit).

export const SYSTEM_MESSAGE_SORT_BY = ['text_head', 'text_sub', 'msg_key', 'type', 'source'] as const;

export const SystemMessagesListQuery = Type.Object(
  {
    ...WithToken,
    ...paging(SYSTEM_MESSAGE_PAGE_SIZE),
    sort_by: Type.Optional(
      Type.Union(
        SYSTEM_MESSAGE_SORT_BY.map((s) => Type.Literal(s)),
        { description: 'default text_head' },
      ),
    ),
    sort_type: SortType,
    search: Type.Optional(
      Type.String({ maxLength: 100, description: 'case-insensitive part of the key, heading or text' }),
    ),
  },
  { additionalProperties: false },
);

/** Where a message's text comes from: the built-in catalogue, a venue's rewording of it, or a key of the venue's own. */
export const SYSTEM_MESSAGE_SOURCES = ['built-in', 'edited', 'custom'] as const;

export const SystemMessageRow = Type.Object({
  ...SystemMessageEntry.properties,
  id: Nullable(Type.String({ description: 'null for a built-in text nobody saved yet' })),
  source: Type.Enum(SYSTEM_MESSAGE_SOURCES),
  /** The built-in text of this key, if there is one. */
  built_in: Nullable(SystemMessageEntry),
});
export type SystemMessageRow = Static<typeof SystemMessageRow>;

export const SystemMessagesPage = Type.Object({ messages: Type.Array(SystemMessageRow), ...PageFacts });
export type SystemMessagesPage = Static<typeof SystemMessagesPage>;

export const SaveSystemMessageBody = Type.Object(
  {
    ...WithToken,
    edit_id: Type.Optional(Nullable(Type.Union([UuidId('the message being edited'), Type.Literal('')]))),
    msg_key: OptionalText(100, `required; the key the UIs look the text up by (${MSG_KEY_PATTERN})`),
    type: OptionalText(20, `required; ${SYSTEM_MESSAGE_TYPES.join(', ')}`),
    text_head: OptionalText(SYSTEM_MESSAGE_HEAD_MAX, 'required'),
    text_sub: OptionalText(SYSTEM_MESSAGE_SUB_MAX, 'the second line'),
  },
  { additionalProperties: false },
);
export type SaveSystemMessageBody = Static<typeof SaveSystemMessageBody>;

export const SavedSystemMessage = Type.Object({ message: SystemMessageRow });

/** One page of the messages: the built-in texts and the ones saved, by key. */
export const adminSystemMessagesList = get('/admin/system_messages/list', {
  querystring: SystemMessagesListQuery,
  data: SystemMessagesPage,
});

/** Create a message, or edit the one `edit_id` names; running kiosks pick it up. */
export const adminSystemMessagesSave = post('/admin/system_messages/save', {
  body: SaveSystemMessageBody,
  data: SavedSystemMessage,
});
