import type { ColumnTypes } from '@gamepod/log-runtime';

/** Where a launch stands: waiting for its game to start, playing, over, or never started. */
export type PlayStatus = 'requested' | 'playing' | 'ended' | 'failed';

/**
 * One row per game launch on a pod, which becomes a play session once the station reports
 * the game started: who played what, where, on which console, with how many, from when to
 * when. The launch's command id is its id.
 */
export type PlaySessionTable = {
  launch_id: string;
  pod_id: string;
  client_id: string;
  lab_id: string;
  user_id: string | null;
  game_id: string;
  platform: string;
  xd: string | null;
  players: number | null;
  /** Additional players beyond the first (players - 1), 0 when the pod asked nobody. */
  guests: number;
  paid: boolean;
  via: string;
  status: PlayStatus;
  requested_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  seconds: number | null;
  minutes: number | null;
  end_reason: string | null;
  failure: string | null;
};

export type PlaySessionsDB = { play_sessions: PlaySessionTable };

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const playSessionColumns: ColumnTypes<PlaySessionTable> = {
  launch_id: 'text',
  pod_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  game_id: 'text',
  platform: 'text',
  xd: 'text',
  players: 'smallint',
  guests: 'smallint',
  paid: 'boolean',
  via: 'text',
  status: 'text',
  requested_at: 'timestamptz',
  started_at: 'timestamptz',
  ended_at: 'timestamptz',
  seconds: 'integer',
  minutes: 'integer',
  end_reason: 'text',
  failure: 'text',
};
