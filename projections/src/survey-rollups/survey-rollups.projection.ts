import { type StoredEvent, SurveyUpcomingGamesPicked } from '@gamepod/events';
import { type AnyDB, defineProjection, on, type RowChange, rowProjection } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import { QUARTER_MS } from '../play-rollups/play-rollups.buckets.ts';
import { addCounters, type CounterTable } from '../play-rollups/play-rollups.writes.ts';
import { surveyHandlers } from '../surveys/surveys.projection.ts';
import type { SurveyTable } from '../surveys/surveys.table.ts';
import { surveyRollupsMigrations } from './survey-rollups.migrations.ts';
import {
  type SurveyAnswerTable,
  type SurveyPickQuarterTable,
  type SurveyQuarterTable,
  surveyAnswerColumns,
  surveyPickQuarterColumns,
  surveyQuarterColumns,
} from './survey-rollups.table.ts';

// the surveys read model's own rules, kept to the columns the rollups read; the picks as it
// keeps them: the last pick of a survey replaces the earlier, each game once
const handlers = [
  ...surveyHandlers.map(
    ([type, h]) =>
      [
        type,
        {
          key: h.key,
          apply: (row: SurveyAnswerTable | undefined, e: StoredEvent<string, unknown>) => {
            const next = h.apply(row as unknown as SurveyTable | undefined, e);
            if (!next) return next;
            return {
              id: next.id,
              client_id: next.client_id,
              lab_id: next.lab_id,
              started_at: next.started_at,
              mark_overall_experience: next.mark_overall_experience,
              picks: row?.picks ?? '[]',
            };
          },
        },
      ] as const,
  ),
  on(SurveyUpcomingGamesPicked, {
    key: (e) => e.aggregate_id,
    apply: (row: SurveyAnswerTable | undefined, e) =>
      row ? { ...row, picks: JSON.stringify([...new Set(e.data.upcoming_games)]) } : undefined,
  }),
];

const quarterOf = (s: SurveyAnswerTable) => new Date(Math.floor(s.started_at.getTime() / QUARTER_MS) * QUARTER_MS);

/** What a survey adds to its quarter hour, for its lab and its client (lab ''): itself, its overall mark. */
export function surveyDeltas(s: SurveyAnswerTable, sign: 1 | -1): SurveyQuarterTable[] {
  const mark = s.mark_overall_experience;
  const n = { surveys: sign, rated: mark === null ? 0 : sign, rating_sum: mark === null ? 0 : sign * mark };
  return [s.lab_id, ''].map((lab_id) => ({ client_id: s.client_id, lab_id, quarter: quarterOf(s), ...n }));
}

/** The picks a survey adds to its quarter hour, for its lab and its client (lab ''). */
export function pickDeltas(s: SurveyAnswerTable, sign: 1 | -1): SurveyPickQuarterTable[] {
  return [s.lab_id, ''].flatMap((lab_id) =>
    (JSON.parse(s.picks) as string[]).map((game_id) => ({
      client_id: s.client_id,
      lab_id,
      quarter: quarterOf(s),
      game_id,
      picks: sign,
    })),
  );
}

const QUARTERS: CounterTable = {
  name: 'survey_quarters',
  keys: { client_id: 'text', lab_id: 'text', quarter: 'timestamptz' },
  counters: { surveys: 'integer', rated: 'integer', rating_sum: 'bigint' },
};
const PICKS: CounterTable = {
  name: 'survey_pick_quarters',
  keys: { client_id: 'text', lab_id: 'text', quarter: 'timestamptz', game_id: 'text' },
  counters: { picks: 'integer' },
};

async function afterWrite(
  db: Kysely<AnyDB>,
  changes: readonly RowChange<SurveyAnswerTable>[],
  ctx: { readonly schema: string },
): Promise<void> {
  const each = <D>(f: (s: SurveyAnswerTable, sign: 1 | -1) => D[]) =>
    changes.flatMap(({ before, after }) => [...(before ? f(before, -1) : []), ...(after ? f(after, 1) : [])]);
  await addCounters(db, ctx.schema, QUARTERS, each(surveyDeltas));
  await addCounters(db, ctx.schema, PICKS, each(pickDeltas));
}

const answers = rowProjection<SurveyAnswerTable>({
  table: 'survey_answers',
  keyColumn: 'id',
  columnTypes: surveyAnswerColumns,
  handlers,
  afterWrite,
});

/** Exit surveys' answers rolled up by UTC quarter hour, beside each survey for a window's ragged ends. */
export const surveyRollupsProjection = defineProjection({
  name: 'survey_rollups',
  description:
    'Exit surveys by UTC quarter hour started, per lab and per client (how many, how many gave an overall mark and its sum; the upcoming games picked), beside each survey for the windows’ ragged ends.',
  migrations: surveyRollupsMigrations,
  tables: {
    survey_answers: surveyAnswerColumns,
    survey_quarters: surveyQuarterColumns,
    survey_pick_quarters: surveyPickQuarterColumns,
  },
  eventTypes: answers.eventTypes,
  apply: answers.apply,
});
