import { liveSchema } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
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

/** A survey's comment, as the pod dashboard's Player Feedback lists it. */
export type FeedbackRow = Pick<SurveyTable, 'id' | 'user_id' | 'comment' | 'updated_at'>;

/** One page of the players' comments left in a pod's exit surveys (blank ones skipped), newest first. */
export async function podFeedbackPage(
  db: Kysely<unknown>,
  podId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const commented = () =>
    rm(db)
      .selectFrom('surveys')
      .where('pod_id', '=', podId)
      .where('comment', 'is not', null)
      .where('comment', '<>', '');
  const [rows, count] = await Promise.all([
    commented()
      .select(['id', 'user_id', 'comment', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    commented()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
