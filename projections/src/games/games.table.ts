import type { ColumnTypes } from '@gamepod/log-runtime';

/** A poster as the game events hold it: where the bytes are in the object store. */
export type GameImage = { bucket: string; id: string; content_type: string; size: number; sha256: string };

/**
 * One row per game ever deployed, deleted ones kept (`deleted`) so play history can still
 * name them. Platforms are four flags (one per console) for the player's list to filter on,
 * and `platforms` ('xb,ps') for display.
 */
export type GameTable = {
  id: string;
  key: string;
  title: string;
  search_title: string;
  platforms: string;
  on_xb: boolean;
  on_ps: boolean;
  on_sw: boolean;
  on_pc: boolean;
  esrb: string;
  genre: string;
  type: string;
  status: string;
  /** 'YYYY-MM-DD' (text, which sorts as the dates do). */
  released: string;
  expired: string | null;
  install_size_gb: number | null;
  is_survey_only: boolean;
  image: GameImage;
  /** Play sessions started (GamePlayStarted): the Popular sort. */
  play_count: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
};

/**
 * Which local games a client's pods have: one row per game and target, the target being the
 * client itself (every pod), one of its labs, or one pod. Cloud games need no row.
 */
export type GameAssignmentTable = {
  /** `<target id>:<game id>`: a game is assigned to a target once. */
  id: string;
  target_id: string;
  game_id: string;
  client_id: string;
  scope: 'client' | 'lab' | 'pod';
  lab_id: string | null;
  pod_id: string | null;
  assigned_at: Date;
};

export type GamesDB = { games: GameTable; game_assignments: GameAssignmentTable };

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const gameColumns: ColumnTypes<GameTable> = {
  id: 'text',
  key: 'text',
  title: 'text',
  search_title: 'text',
  platforms: 'text',
  on_xb: 'boolean',
  on_ps: 'boolean',
  on_sw: 'boolean',
  on_pc: 'boolean',
  esrb: 'text',
  genre: 'text',
  type: 'text',
  status: 'text',
  released: 'text',
  expired: 'text',
  install_size_gb: 'double precision',
  is_survey_only: 'boolean',
  image: 'jsonb',
  play_count: 'integer',
  deleted: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const gameAssignmentColumns: ColumnTypes<GameAssignmentTable> = {
  id: 'text',
  target_id: 'text',
  game_id: 'text',
  client_id: 'text',
  scope: 'text',
  lab_id: 'text',
  pod_id: 'text',
  assigned_at: 'timestamptz',
};
