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

export type PlayRollupsDB = {
  play_launches: PlayLaunchTable;
  play_quarters: PlayQuarterTable;
  play_days: PlayDayTable;
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
