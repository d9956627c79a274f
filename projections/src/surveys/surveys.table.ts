import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per exit survey, its steps filled in as the player answers them. */
export type SurveyTable = {
  id: string;
  pod_id: string;
  client_id: string;
  lab_id: string;
  /** The player of the login the survey followed; null when no ended login was found. */
  user_id: string | null;
  mark_cleanliness: number | null;
  mark_network_speed: number | null;
  mark_game_selection: number | null;
  mark_overall_experience: number | null;
  survey_group: boolean | null;
  survey_count: number | null;
  comment: string | null;
  started_at: Date;
  updated_at: Date;
};

/** The upcoming games a survey's player picked (step 2): a row per pick, for "most wanted" reports. */
export type SurveyPickTable = {
  survey_id: string;
  game_id: string;
};

/** The upcoming games the survey offers, in the order they were seeded. */
export type UpcomingGameTable = {
  game_id: string;
  name: string;
  image_url: string;
  position: number;
};

export type SurveysDB = {
  surveys: SurveyTable;
  survey_picks: SurveyPickTable;
  upcoming_games: UpcomingGameTable;
};

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const surveyColumns: ColumnTypes<SurveyTable> = {
  id: 'text',
  pod_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  mark_cleanliness: 'smallint',
  mark_network_speed: 'smallint',
  mark_game_selection: 'smallint',
  mark_overall_experience: 'smallint',
  survey_group: 'boolean',
  survey_count: 'smallint',
  comment: 'text',
  started_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const surveyPickColumns: ColumnTypes<SurveyPickTable> = { survey_id: 'text', game_id: 'text' };

export const upcomingGameColumns: ColumnTypes<UpcomingGameTable> = {
  game_id: 'text',
  name: 'text',
  image_url: 'text',
  position: 'integer',
};
