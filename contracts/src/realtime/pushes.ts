import Type, { type Static, type TSchema } from 'typebox';
import { PodCommand } from '../bridge-socket/bridge-messages.ts';
import { FloorPod } from '../http/admin/kiosk/floor.ts';
import { Flag, Nullable } from '../http/fields.ts';
import { SignageBoard } from '../http/queue/queue-signage.ts';
import { AlertOnPod, StaffMessageOnPod, SystemMessageChange } from './alert-pushes.ts';
import type { RealtimeKind } from './channels.ts';
import { ChatPush } from './chat-pushes.ts';
import { QueueHoldPush, QueueLimitPush, QueuePush } from './queue-pushes.ts';

// The payloads the services push, by kind. A page takes its types from these; the services'
// reactions build them typed by them.

/** An emergency alert as a pod shows it, titled by its client's name; `expire` is the seconds left. */
export const EmergencyAlert = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  expire: Type.Integer(),
  client: Type.String(),
});
export type EmergencyAlert = Static<typeof EmergencyAlert>;

/**
 * What a kiosk acts on from `message-send`: a phone scanned its QR code (`remote_init`, or
 * `remote_init_reg_forgot` to sign up or reset a password), a phone login's one-time code
 * (`login`, on `kiosk.<pod>` only), an emergency alert raised or ended (`emergency_alert`,
 * `emergency_alert_ended`), an alert for players that started showing (`alert`), a text looked
 * up by key that changed (`system_message`), or its branding changed (`branding`: read
 * /kiosk/theme_logo again). In a paid lab the player's paid time is about to run out
 * (`paid_time_warning`) or ran out (`paid_time_up`: the game is stopped; back to the dashboard).
 * While people wait in the lab's queue, its session limit is near (`queue_limit_warning`, at 10
 * and 2 minutes) or reached (`queue_limit_up`: the session ends and the game is stopped).
 * Staff sent the pod a message from the floor view (`staff_message`: shown in a dialog).
 */
export const PodMessage = Type.Union([
  Type.Literal('remote_init'),
  Type.Literal('remote_init_reg_forgot'),
  Type.Literal('login'),
  Type.Literal('emergency_alert'),
  Type.Literal('emergency_alert_ended'),
  Type.Literal('alert'),
  Type.Literal('system_message'),
  Type.Literal('branding'),
  Type.Literal('paid_time_warning'),
  Type.Literal('paid_time_up'),
  Type.Literal('queue_limit_warning'),
  Type.Literal('queue_limit_up'),
  Type.Literal('staff_message'),
]);
export type PodMessage = Static<typeof PodMessage>;

/**
 * Kind `message-send`, on `pod.<id>` (or, for a phone login's code, on the kiosk's own
 * `kiosk.<id>`). The kiosk acts only when `data.pod` is its pod and `server_info` is
 * 'production'. `login_code` redeems the phone's login at /user/mobile_login/redeem.
 */
export const MessageSendPush = Type.Object({
  status: Type.Literal(true),
  message: PodMessage,
  data: Type.Object({
    pod: Type.String(),
    user: Type.Null(),
    login_code: Type.Optional(Type.String()),
    alert: Type.Optional(EmergencyAlert),
    /** 'emergency_alert_ended': the emergency alert to take off the screen. */
    alert_id: Type.Optional(Type.String()),
    /** 'alert': the alert for players that started showing. */
    player_alert: Type.Optional(AlertOnPod),
    ...Type.Partial(SystemMessageChange).properties,
    /** 'paid_time_warning', 'queue_limit_warning': the minutes left; 'paid_time_up', 'queue_limit_up': 0. */
    minutes_left: Type.Optional(Type.Integer({ minimum: 0 })),
    /** 'staff_message': the text staff sent and when. */
    staff_message: Type.Optional(StaffMessageOnPod),
  }),
  server_info: Type.Literal('production'),
});
export type MessageSendPush = Static<typeof MessageSendPush>;

/** One command as it was issued to one pod: the pod, and the command its bridge runs. */
export const PodCommandToPod = Type.Object({ pod_id: Type.String(), ...PodCommand.properties });
export type PodCommandToPod = Static<typeof PodCommandToPod>;

/** Kind `pod-command`, on `pod.<id>`: a staff command to the pod, as it was issued. */
export const PodCommandPush = Type.Object({
  ...PodCommandToPod.properties,
  pod_ids: Type.Array(Type.String()),
});
export type PodCommandPush = Static<typeof PodCommandPush>;

/**
 * Kind `pod-command-login`, on `pod.<id>`: the lab's hours moved. Times 'hh:mm AM/PM' in the
 * lab's `timezone` (a lab edit may have changed it); `is_closed` 1 when closed all day.
 */
export const SchedulePush = Type.Object({
  pod_ids: Type.Array(Type.String()),
  command_type: Type.Literal('schedule'),
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
  tomorrow: Nullable(Type.String()),
  is_closed: Flag,
  timezone: Type.String(),
});
export type SchedulePush = Static<typeof SchedulePush>;

/** The consoles a station reports in its two slots ('xb', 'ps', 'sw', 'pc' or 'none'); null until it reports. */
export const PodConsoles = Nullable(Type.Object({ xd1: Type.String(), xd2: Type.String() }));

/**
 * Kind `status.pod`, on `client.<client id>`: a pod's activity (ACTIVE, IDLE, ASLEEP, or
 * MISSING once its heartbeats stopped), online state, lock-out, volume, whether someone is
 * signed in on it, whether a pod session is open on it that its station no longer holds (a
 * stuck session staff may end), or its consoles changed; the admin's and the facilitator's pods lists
 * show the same values.
 */
export const PodStatusPush = Type.Object({
  pod_id: Type.String(),
  activity: Type.Union([Type.Literal('ACTIVE'), Type.Literal('IDLE'), Type.Literal('ASLEEP'), Type.Literal('MISSING')]),
  online: Flag,
  message: Type.String(),
  lock_out: Flag,
  volume: Type.Integer(),
  in_use: Flag,
  stuck_session: Flag,
  consoles: PodConsoles,
});
export type PodStatusPush = Static<typeof PodStatusPush>;

/**
 * A pod's reservation as the kiosk shows it: the upcoming banner once `to_start` is at most
 * 10800 s, the active banner while `is_started`. Times are 'hh:mm AM/PM' in the lab's zone;
 * `to_start` and `to_end` are seconds from when it was sent, which the kiosk counts down.
 */
export const PodReservation = Type.Object({
  id: Type.String(),
  is_started: Flag,
  start_time: Type.String(),
  stop_time: Type.String(),
  to_start: Type.Integer({ minimum: 0 }),
  to_end: Type.Integer({ minimum: 0 }),
});
export type PodReservation = Static<typeof PodReservation>;

/**
 * Kind `reservation-command`, on `pod.<id>`: the pod's reservation changed state (made,
 * changed or deleted, 3 h before its start, at its start, at its end), and on subscribing.
 * `reservation` is null when none is due within 3 h. `logout_reason` is set when the server
 * ended the session of whoever was on the pod at that moment: the kiosk shows the logout
 * screen with it.
 */
export const ReservationCommandPush = Type.Object({
  pod_ids: Type.Array(Type.String()),
  reservation: Nullable(PodReservation),
  logout_reason: Nullable(Type.String()),
  server_info: Type.Literal('production'),
});
export type ReservationCommandPush = Static<typeof ReservationCommandPush>;

/** One headline of a lab's RSS feed, plain text; `link` is an http(s) URL or null. */
export const RssHeadline = Type.Object({
  title: Type.String(),
  link: Nullable(Type.String()),
  published_at: Nullable(Type.String({ description: 'ISO 8601' })),
});
export type RssHeadline = Static<typeof RssHeadline>;

/** One of a lab's RSS feeds with the headlines the server last read from it. */
export const RssFeedHeadlines = Type.Object({
  rss_feed_id: Type.String(),
  rss_title: Type.String(),
  items: Type.Array(RssHeadline),
});
export type RssFeedHeadlines = Static<typeof RssFeedHeadlines>;

/**
 * Kind `rss-feed-command`, on `pod.<id>`: the headlines of the pod's lab changed (a feed read
 * new ones, or a feed was deleted). `feeds` is every feed of the lab that has headlines, in
 * the order they were added; the kiosk's ticker shows them in place of what it had.
 */
export const RssFeedCommandPush = Type.Object({
  pod_ids: Type.Array(Type.String()),
  lab_id: Type.String(),
  feeds: Type.Array(RssFeedHeadlines),
  server_info: Type.Literal('production'),
});
export type RssFeedCommandPush = Static<typeof RssFeedCommandPush>;

/** The payload schema of each kind that has one. */
export const PUSHES = {
  'message-send': MessageSendPush,
  'pod-command': PodCommandPush,
  'pod-command-login': SchedulePush,
  'status.pod': PodStatusPush,
  'reservation-command': ReservationCommandPush,
  'rss-feed-command': RssFeedCommandPush,
  'status.chat': ChatPush,
  'status.queue': QueuePush,
  'status.queue_signage': SignageBoard,
  'status.queue_hold': QueueHoldPush,
  'status.queue_limit': QueueLimitPush,
  'status.floor': FloorPod,
} as const satisfies Partial<Record<RealtimeKind, TSchema>>;

/** What a push of kind `K` carries (unknown for the kinds nothing sends yet). */
export type PushPayload<K extends RealtimeKind> = K extends keyof typeof PUSHES ? Static<(typeof PUSHES)[K]> : unknown;
