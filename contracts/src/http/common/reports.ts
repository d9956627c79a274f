import Type, { type Static } from 'typebox';
import { FloorPod } from '../admin/kiosk/floor.ts';
import { DayText } from '../date-fields.ts';
import { Nullable, Strict, WithToken } from '../fields.ts';
import { TimeZone } from '../list-fields.ts';
import { get } from '../route.ts';

/** The intervals a report covers, read in the request's user_timezone. */
export const REPORT_INTERVALS = ['today', 'lastweek', 'lastmonth', 'custom'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

const Text = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));

/**
 * The report form: an interval (required; checked by the services so that a missing one answers
 * 'Please fill all required fields'), a custom interval's ends, and the client and lab to narrow
 * to (empty: all the caller may see; a client admin is always held to their own client).
 */
export const ReportQuery = Strict({
  ...WithToken,
  interval: Text(16, 'today, lastweek (the last 7 days), lastmonth (the last 30 days) or custom'),
  start_date: Type.Optional(DayText({ maxLength: 10, description: "custom: the first day, 'MM/DD/YYYY'" })),
  start_time: Text(5, "custom: 'hh:mm' (1–12)"),
  start_ampm: Text(2, 'custom: AM or PM'),
  end_date: Type.Optional(DayText({ maxLength: 10, description: "custom: the last day, 'MM/DD/YYYY'" })),
  end_time: Text(5, "custom: 'hh:mm' (1–12)"),
  end_ampm: Text(2, 'custom: AM or PM'),
  client_id: Text(64, 'a client (super admins); empty: all clients'),
  lab_id: Text(64, "a lab of the client; empty: 'All Labs'"),
  user_timezone: TimeZone,
});
export type ReportQuery = Static<typeof ReportQuery>;

/** The window a report covered, as instants and as the words the screens and file names use. */
export const ReportWindow = Type.Object({
  interval: Type.Enum([...REPORT_INTERVALS]),
  from: Type.String({ description: 'ISO instant, included' }),
  to: Type.String({ description: 'ISO instant, excluded (now, for intervals that end today)' }),
  label: Type.String({ description: "e.g. 'Today', 'Last 7 days', '03/01/2026 09:00 AM – 03/05/2026 05:00 PM'" }),
  file_name: Type.String({ description: "the PDF's name, e.g. 'activity-report-lastweek-2026-03-05'" }),
});
export type ReportWindow = Static<typeof ReportWindow>;

const Hours = Type.Number({ description: 'hours, 2 decimals' });
const Percent = (decimals: number) => Type.Number({ description: `percent, ${decimals} decimal(s)` });

/** One pod's row in the status report: its live status now and its play over the interval. */
export const StatusReportRow = Type.Object({
  pod_id: Type.String(),
  pod_id_key: Type.String(),
  license: Nullable(Type.String({ description: "the pod's nav ('A1')" })),
  seat: Type.String(),
  client_id: Type.String(),
  client_name: Nullable(Type.String()),
  lab_id: Type.String(),
  lab_name: Nullable(Type.String()),
  activity: Type.Union([Type.Literal('ACTIVE'), Type.Literal('IDLE'), Type.Literal('ASLEEP'), Type.Literal('MISSING')]),
  online: Type.Union([Type.Literal(0), Type.Literal(1)]),
  message: Type.String(),
  in_use: Type.Union([Type.Literal(0), Type.Literal(1)], { description: 'a player or facilitator is signed in now' }),
  game: Nullable(Type.String({ description: 'the game being played now' })),
  player: Nullable(Type.String({ description: 'who is signed in now (full name, else user name)' })),
  sessions: Type.Integer({ description: 'play sessions started in the interval' }),
  play_time: Hours,
  occupancy: Percent(2),
  /** The pod as the floor view shows it now (the same read): game and console, time played and left, next reservation. */
  floor: FloorPod,
});
export type StatusReportRow = Static<typeof StatusReportRow>;

export const StatusReportStats = Type.Object({
  total: Type.Integer({ description: 'pods in the report' }),
  idle: Type.Integer({ description: 'pods idle or asleep now' }),
  missing: Type.Integer({ description: 'pods not heard from (MISSING)' }),
  has_user: Type.Integer({ description: 'pods with someone signed in now' }),
  occu: Percent(2),
});
export type StatusReportStats = Static<typeof StatusReportStats>;

export const StatusReport = Type.Object({
  window: ReportWindow,
  report: Type.Array(StatusReportRow),
  stats: StatusReportStats,
});
export type StatusReport = Static<typeof StatusReport>;

/** The status report (roles 3 and 4): each pod's live status and its play over the interval. */
export const commonReportsStatus = get('/common/reports/status', { querystring: ReportQuery, data: StatusReport });

export const SummaryStats = Type.Object({
  sessions: Type.Integer(),
  players: Type.Integer({ description: 'distinct signed-in players' }),
  guests: Type.Integer({ description: 'additional players beyond the first' }),
  play_time: Hours,
  average_minutes: Type.Number({ description: 'per session, 1 decimal' }),
  pods: Type.Integer({ description: 'pods in scope' }),
  occupancy: Percent(2),
  surveys: Type.Integer(),
  rating: Nullable(Type.Number({ description: 'mean overall experience, 1–5, 1 decimal' })),
});

/** Play grouped by pod, player, game and platform (idle and asleep are never play). */
export const SummaryActivity = Type.Object({
  pod: Nullable(Type.String({ description: "the pod's nav" })),
  player: Nullable(Type.String({ description: "the player's email; null for a walk-in" })),
  game: Type.String(),
  platform: Type.String(),
  sessions: Type.Integer(),
  play_time: Hours,
});
export type SummaryActivity = Static<typeof SummaryActivity>;

export const SummaryGame = Type.Object({
  game_id: Type.String(),
  game: Type.String(),
  sessions: Type.Integer(),
  players: Type.Integer(),
  play_time: Hours,
});
export type SummaryGame = Static<typeof SummaryGame>;

export const SummaryFeedback = Type.Object({
  at: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  pod: Nullable(Type.String()),
  player: Nullable(Type.String()),
  cleanliness: Nullable(Type.Integer()),
  network_speed: Nullable(Type.Integer()),
  game_selection: Nullable(Type.Integer()),
  overall_experience: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
});
export type SummaryFeedback = Static<typeof SummaryFeedback>;

export const SummaryUpcoming = Type.Object({
  game_id: Type.String(),
  name: Type.String(),
  picks: Type.Integer(),
  percent: Percent(1),
});
export type SummaryUpcoming = Static<typeof SummaryUpcoming>;

export const SummaryDay = Type.Object({
  day: Type.String({ description: "'MM/DD/YYYY' in user_timezone" }),
  sessions: Type.Integer(),
  play_time: Hours,
});
export type SummaryDay = Static<typeof SummaryDay>;

export const SummaryHour = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23, description: 'hour of the day in user_timezone' }),
  occupancy: Percent(2),
});
export type SummaryHour = Static<typeof SummaryHour>;

export const SummaryRevenueOffer = Type.Object({
  offer: Type.String(),
  payments: Type.Integer(),
  minutes: Type.Integer(),
  amount: Type.Number({ description: 'USD' }),
});
export type SummaryRevenueOffer = Static<typeof SummaryRevenueOffer>;

export const SummaryRevenue = Type.Object({
  currency: Type.Literal('USD'),
  total: Type.Number({ description: 'USD paid for time in the interval' }),
  payments: Type.Integer(),
  minutes: Type.Integer({ description: 'paid minutes sold' }),
  offers: Type.Array(SummaryRevenueOffer),
});
export type SummaryRevenue = Static<typeof SummaryRevenue>;

const Minutes = Nullable(
  Type.Number({
    description: 'minutes from joining to the first seat offered, 1 decimal; null: nobody was offered one',
  }),
);

/** A group's queue figures: places that joined in it, and what became of them. */
const QueueFigures = {
  places: Type.Integer({ description: 'places that joined the queue' }),
  offered: Type.Integer({ description: 'places offered a seat ("you\'re up")' }),
  seated: Type.Integer({ description: 'places that took the seat offered' }),
  wait_median: Minutes,
  wait_p90: Minutes,
  no_shows: Type.Integer({ description: 'offered seats that nobody took in the hold time' }),
  abandoned: Type.Integer({ description: 'places that left before a seat was offered, or that staff removed' }),
};

/** A lab's queue figures for one local hour of the day (the hour its places joined in). */
export const SummaryQueueHour = Type.Object({
  lab_id: Type.String(),
  lab: Type.String({ description: "the lab's name" }),
  hour: Type.Integer({ minimum: 0, maximum: 23, description: 'hour of the day in user_timezone' }),
  ...QueueFigures,
});
export type SummaryQueueHour = Static<typeof SummaryQueueHour>;

/** The fair queue over the window: every place that joined in it, and per lab and hour. */
export const SummaryQueue = Type.Object({ ...QueueFigures, by_lab_hour: Type.Array(SummaryQueueHour) });
export type SummaryQueue = Static<typeof SummaryQueue>;

export const SummaryReport = Type.Object({
  window: ReportWindow,
  stats: SummaryStats,
  activities: Type.Array(SummaryActivity),
  games: Type.Array(SummaryGame),
  feedback: Type.Array(SummaryFeedback),
  upcoming: Type.Array(SummaryUpcoming),
  sessions_per_day: Type.Array(SummaryDay),
  occupancy_by_hour: Type.Array(SummaryHour),
  queue: SummaryQueue,
});
export type SummaryReport = Static<typeof SummaryReport>;

export const Summary = Type.Object({ report: SummaryReport, revenue: SummaryRevenue });
export type Summary = Static<typeof Summary>;

/** The activity (summary) report (roles 3 and 4): play, games, feedback, upcoming picks and revenue. */
export const commonReportsSummary = get('/common/reports/summary', { querystring: ReportQuery, data: Summary });
