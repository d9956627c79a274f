import Type, { type Static } from 'typebox';
import { DayText } from '../date-fields.ts';
import { Nullable, Strict, UuidId, WithToken } from '../fields.ts';
import { PageFacts, paging, TimeZone } from '../list-fields.ts';
import { get } from '../route.ts';

/** User Detail's Game Playing Time shows 10 play sessions a page. */
export const PLAYING_ACTIVITIES_PAGE_SIZE = 10;

const Day = (description: string) =>
  Type.Optional(
    DayText({
      maxLength: 10,
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: `${description}, YYYY-MM-DD in user_timezone`,
    }),
  );

export const PlayingActivitiesQuery = Strict({
  ...WithToken,
  user_id: UuidId('the player'),
  ...paging(PLAYING_ACTIVITIES_PAGE_SIZE),
  start_date: Day('the first day whose play sessions are listed (by their start)'),
  end_date: Day('the last day listed'),
  user_timezone: TimeZone,
});
export type PlayingActivitiesQuery = Static<typeof PlayingActivitiesQuery>;

/** One play session, in the fields of the user detail's Game Playing Time. */
export const PlayingActivity = Type.Object({
  id: Type.String({ description: 'the launch' }),
  session: Type.Object({
    pod: Type.Object({ podnav: Type.Object({ license: Nullable(Type.String({ description: "the pod's nav" })) }) }),
  }),
  PlatformName: Type.String(),
  game: Type.Object({ game_title: Nullable(Type.String()) }),
  StartAt: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  EndAt: Nullable(Type.String({ description: 'null while the game plays' })),
  play_time: Type.Number({ description: 'minutes played, to 2 decimals; so far while it plays' }),
  guests: Type.Integer({ minimum: 0, description: 'players beside the player, on group pods' }),
});
export type PlayingActivity = Static<typeof PlayingActivity>;

export const PlayingActivitiesPage = Type.Object({ activities: Type.Array(PlayingActivity), ...PageFacts });
export type PlayingActivitiesPage = Static<typeof PlayingActivitiesPage>;

/** A player's play sessions, newest first, by the day they started. */
export const commonPlayingActivities = get('/common/players/playing_activities', {
  querystring: PlayingActivitiesQuery,
  data: PlayingActivitiesPage,
});
