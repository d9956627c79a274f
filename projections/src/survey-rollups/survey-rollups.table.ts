import type { ColumnTypes } from '@gamepod/log-runtime';

/** An exit survey as the rollups need it (folded by the surveys read model's rules): where, when, its overall mark, its picks. */
export type SurveyAnswerTable = {
  id: string;
  client_id: string;
  lab_id: string;
  started_at: Date;
  mark_overall_experience: number | null;
  /** The upcoming games it picked, each once, as a JSON array; the last pick replaces the earlier. */
  picks: string;
};

/** Surveys started in a UTC quarter hour, per lab and per client (lab ''): how many, how many gave an overall mark, and its sum. */
export type SurveyQuarterTable = {
  client_id: string;
  lab_id: string;
  quarter: Date;
  surveys: number;
  rated: number;
  rating_sum: number;
};

/** The upcoming games picked by the surveys started in a UTC quarter hour, per lab and per client (lab ''). */
export type SurveyPickQuarterTable = {
  client_id: string;
  lab_id: string;
  quarter: Date;
  game_id: string;
  picks: number;
};

export type SurveyRollupsDB = {
  survey_answers: SurveyAnswerTable;
  survey_quarters: SurveyQuarterTable;
  survey_pick_quarters: SurveyPickQuarterTable;
};

export const surveyAnswerColumns: ColumnTypes<SurveyAnswerTable> = {
  id: 'text',
  client_id: 'text',
  lab_id: 'text',
  started_at: 'timestamptz',
  mark_overall_experience: 'smallint',
  picks: 'text',
};

export const surveyQuarterColumns: ColumnTypes<SurveyQuarterTable> = {
  client_id: 'text',
  lab_id: 'text',
  quarter: 'timestamptz',
  surveys: 'integer',
  rated: 'integer',
  rating_sum: 'bigint',
};

export const surveyPickQuarterColumns: ColumnTypes<SurveyPickQuarterTable> = {
  client_id: 'text',
  lab_id: 'text',
  quarter: 'timestamptz',
  game_id: 'text',
  picks: 'integer',
};
