import Type, { type Static } from 'typebox';
import { ADMIN_LOG_MESSAGE_MAX, POD_LOG_PAGE_SIZE } from '../../catalogues/pod-catalogues.ts';
import { Nullable, SessionIdKeyField, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging, TimeZone } from '../list-fields.ts';
import { get, post } from '../route.ts';

// The pod dashboard (an admin signed in on a pod): the players' feedback and the admin log of
// that pod, which the kiosk session key names, and writing a log entry.

const PodLogQuery = Type.Object(
  {
    ...WithToken,
    session_id_key: SessionIdKeyField,
    ...paging(POD_LOG_PAGE_SIZE),
    user_timezone: TimeZone,
  },
  { additionalProperties: false },
);

/** A player's comment from the exit survey on this pod. */
export const FeedbackEntry = Type.Object({
  id: Type.String(),
  timestamp: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  comment: Type.String(),
  player: Type.Object({ email: Nullable(Type.String({ description: 'null when the survey followed no login' })) }),
});
export type FeedbackEntry = Static<typeof FeedbackEntry>;

/**
 * What an admin wrote about this pod; `user` is its author, `edited` who rewrote it last and
 * when (null until someone does).
 */
export const AdminLogEntry = Type.Object({
  id: Type.String(),
  timestamp: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  message: Type.String(),
  user: Type.Object({ email: Type.String() }),
  edited: Nullable(
    Type.Object({
      email: Nullable(Type.String({ description: "the editor's email; null when no longer known" })),
      timestamp: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
    }),
  ),
});
export type AdminLogEntry = Static<typeof AdminLogEntry>;

export const FeedbackPage = Type.Object({ feedback: Type.Array(FeedbackEntry), ...PageFacts });
export type FeedbackPage = Static<typeof FeedbackPage>;
export const AdminLogsPage = Type.Object({ logs: Type.Array(AdminLogEntry), ...PageFacts });
export type AdminLogsPage = Static<typeof AdminLogsPage>;

export const SaveAdminLogBody = Type.Object(
  {
    ...WithToken,
    session_id_key: SessionIdKeyField,
    comment: Type.String({ maxLength: ADMIN_LOG_MESSAGE_MAX, description: 'required (blank is refused)' }),
    edit_id: Type.Optional(Nullable(Type.Union([UuidId('the entry being rewritten'), Type.Literal('')]))),
    user_timezone: TimeZone,
  },
  { additionalProperties: false },
);
export type SaveAdminLogBody = Static<typeof SaveAdminLogBody>;

/** The players' comments on this pod (the exit survey's last step), 10 a page, newest first. */
export const adminFeedbackList = get('/admin/feedback/list', { querystring: PodLogQuery, data: FeedbackPage });

/** This pod's admin log, 10 a page, newest first. */
export const adminLogsList = get('/admin/logs/list', { querystring: PodLogQuery, data: AdminLogsPage });

/** Write an entry in this pod's admin log, or rewrite the one `edit_id` names. */
export const adminLogsSave = post('/admin/logs/save', {
  body: SaveAdminLogBody,
  data: Type.Object({ log: AdminLogEntry }),
});
