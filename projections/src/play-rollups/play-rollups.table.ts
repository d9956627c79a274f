import type { ColumnTypes } from '@gamepod/log-runtime';

/**
 * A launch as the rollups need it: where and what was played, by whom, and when. It is folded
 * by the same rules as play_sessions, so the rollups count exactly the sessions the reports
 * used to read there. A launch is closed once it has both its end and its seconds; until
 * then it is live, and the reports count it from this table (its time runs up to now).
 */
export type PlayLaunchTable = {
  launch_id: string;
  pod_id: string;
  client_id: string;
  lab_id: string;
  user_id: string | null;
  game_id: string;
  platform: string;
  guests: number;
  started_at: Date | null;
  ended_at: Date | null;
  seconds: number | null;
};

/**
 * Closed sessions by the UTC quarter hour they started in, and the time pods were in play in
 * each quarter hour (a closed session's span cut at the quarter hours), per lab and per client.
 * Every zone's offset is a whole number of quarter hours, so any zone's days and hours are
 * sums of these rows.
 */
export type PlayQuarterTable = {
  client_id: string;
  /** The lab, or '' for the client's row: the sum of its labs, so a client's month is a few thousand rows. */
  lab_id: string;
  /** The quarter hour's first instant (UTC, a multiple of 15 minutes). */
  quarter: Date;
  sessions: number;
  guests: number;
  seconds: number;
  /** Milliseconds of play inside the quarter hour, summed over the pods. */
  occupied_ms: number;
};

/**
 * Closed sessions by the UTC day they started on, per pod, player, game and platform: what the
 * activities, the games, the distinct players and each pod's play are summed from. A window's
 * partial first and last days are read from the launches.
 */
export type PlayDayTable = {
  client_id: string;
  lab_id: string;
  /** 'YYYY-MM-DD', the UTC day. */
  day: string;
  pod_id: string;
  /** The player, or '' for walk-ins. */
  user_id: string;
  game_id: string;
  platform: string;
  sessions: number;
  seconds: number;
  /** Milliseconds from start to end, summed: a pod's time in play, before cutting at the window's ends. */
  duration_ms: number;
};

/** Closed sessions by UTC day and game, per lab and per client (lab ''): the games' sessions and time. */
export type PlayGameDayTable = {
  client_id: string;
  lab_id: string;
  day: string;
  game_id: string;
  sessions: number;
  seconds: number;
};

/**
 * How many closed sessions a player has on a UTC day, in a scope: a lab or the client (lab
 * ''), a game or any (game ''). Its days with sessions make the player's `play_presence`.
 */
export type PlayPresenceDayTable = {
  client_id: string;
  lab_id: string;
  game_id: string;
  user_id: string;
  day: string;
  sessions: number;
};

/**
 * The UTC days a player played in a scope, as one multirange: a window's distinct players are
 * the rows whose days meet it, one row per player, so they are counted without a distinct.
 */
export type PlayPresenceTable = {
  client_id: string;
  lab_id: string;
  game_id: string;
  user_id: string;
  /** A datemultirange, as Postgres writes it ('{[2026-11-01,2026-11-03)}'). */
  days: string;
};

/**
 * Each activity (pod, player or '' for walk-ins, game, platform): its closed sessions and
 * seconds over all time, and its first and last UTC day. An activity whose days all lie in a
 * window has all time as its window's figures, so the activities list reads the largest of
 * those in order and sums days only for the few that cross the window's ends.
 */
export type PlayGroupTable = {
  client_id: string;
  lab_id: string;
  pod_id: string;
  user_id: string;
  game_id: string;
  platform: string;
  first_day: string;
  last_day: string;
  sessions: number;
  seconds: number;
};

export type PlayRollupsDB = {
  play_launches: PlayLaunchTable;
  play_quarters: PlayQuarterTable;
  play_days: PlayDayTable;
  play_game_days: PlayGameDayTable;
  play_presence_days: PlayPresenceDayTable;
  play_presence: PlayPresenceTable;
  play_groups: PlayGroupTable;
};

export const playLaunchColumns: ColumnTypes<PlayLaunchTable> = {
  launch_id: 'text',
  pod_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  game_id: 'text',
  platform: 'text',
  guests: 'smallint',
  started_at: 'timestamptz',
  ended_at: 'timestamptz',
  seconds: 'integer',
};

export const playQuarterColumns: ColumnTypes<PlayQuarterTable> = {
  client_id: 'text',
  lab_id: 'text',
  quarter: 'timestamptz',
  sessions: 'integer',
  guests: 'integer',
  seconds: 'bigint',
  occupied_ms: 'bigint',
};

export const playDayColumns: ColumnTypes<PlayDayTable> = {
  client_id: 'text',
  lab_id: 'text',
  day: 'date',
  pod_id: 'text',
  user_id: 'text',
  game_id: 'text',
  platform: 'text',
  sessions: 'integer',
  seconds: 'bigint',
  duration_ms: 'bigint',
};

export const playGameDayColumns: ColumnTypes<PlayGameDayTable> = {
  client_id: 'text',
  lab_id: 'text',
  day: 'date',
  game_id: 'text',
  sessions: 'integer',
  seconds: 'bigint',
};

export const playPresenceDayColumns: ColumnTypes<PlayPresenceDayTable> = {
  client_id: 'text',
  lab_id: 'text',
  game_id: 'text',
  user_id: 'text',
  day: 'date',
  sessions: 'integer',
};

export const playPresenceColumns: ColumnTypes<PlayPresenceTable> = {
  client_id: 'text',
  lab_id: 'text',
  game_id: 'text',
  user_id: 'text',
  days: 'datemultirange',
};

export const playGroupColumns: ColumnTypes<PlayGroupTable> = {
  client_id: 'text',
  lab_id: 'text',
  pod_id: 'text',
  user_id: 'text',
  game_id: 'text',
  platform: 'text',
  first_day: 'date',
  last_day: 'date',
  sessions: 'integer',
  seconds: 'bigint',
};
