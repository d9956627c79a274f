import type { Kysely } from 'kysely';
import { liveSchema } from '../runtime/projection.ts';
import type { SurveysDB, SurveyTable, UpcomingGameTable } from './surveys.table.ts';

const schema = liveSchema('surveys');
const rm = (db: Kysely<unknown>) => (db as Kysely<SurveysDB>).withSchema(schema);

/** The upcoming games the survey offers, in their seeded order. */
export async function upcomingGames(db: Kysely<unknown>): Promise<UpcomingGameTable[]> {
  return rm(db).selectFrom('upcoming_games').selectAll().orderBy('position').execute();
}

/** A survey and the upcoming games its player picked. */
export async function surveyById(
  db: Kysely<unknown>,
  id: string,
): Promise<(SurveyTable & { upcoming_games: string[] }) | undefined> {
  const survey = await rm(db).selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!survey) return undefined;
  const picks = await rm(db)
    .selectFrom('survey_picks')
    .select('game_id')
    .where('survey_id', '=', id)
    .orderBy('game_id')
    .execute();
  return { ...survey, upcoming_games: picks.map((p) => p.game_id) };
}
