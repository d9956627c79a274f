import { ADMIN_LOG_MESSAGE_MAX } from '@gamepod/contracts/catalogues';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Id = Type.String({ minLength: 1, maxLength: 128 });
const Message = Type.String({ minLength: 1, maxLength: ADMIN_LOG_MESSAGE_MAX });

export const AdminLogEntryWritten = defineEvent({
  type: 'AdminLogEntryWritten',
  aggregate: 'admin_log',
  description:
    "An admin signed in on a pod wrote a log entry about it (the pod dashboard's 'Submit Log Entry for {pod}'). The author's email is kept as it was when written.",
  schema: Type.Object({
    entry_id: Id,
    pod_id: Id,
    client_id: Id,
    lab_id: Id,
    user_id: Id,
    user_email: Type.String({ minLength: 1, maxLength: 320 }),
    message: Message,
  }),
});

export const AdminLogEntryEdited = defineEvent({
  type: 'AdminLogEntryEdited',
  aggregate: 'admin_log',
  version: 2,
  description:
    "A log entry was rewritten by its author, a client admin of the pod's client or a super admin; the entry keeps its author and time and shows who edited it last (user_id) and when. Version 2 added the editor's email as it was then (null for version 1, which did not keep it).",
  schema: Type.Object({
    message: Message,
    user_id: Id,
    user_email: Type.Union([Type.String({ minLength: 1, maxLength: 320 }), Type.Null()]),
  }),
  // version 1 kept only the editor's id: their email then is not known
  upcasters: { 1: (data) => ({ ...data, user_email: null }) },
});

/** The admin log's event types, for the catalogue. */
export const ADMIN_LOG_EVENTS = [AdminLogEntryWritten, AdminLogEntryEdited] as const;
