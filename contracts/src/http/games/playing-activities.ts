import Type, { type Static } from 'typebox';
import { EntityId, Nullable, PageNumber, Paging } from './game-fields.ts';

// `/common/players/playing_activities`: User Detail's Game Playing Time.

export const PlayingActivitiesQuery = Type.Object(
  {
    user_id: EntityId,
    page: Type.Optional(PageNumber),
    length: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    start_date: Type.Optional(Type.String({ maxLength: 10, description: 'mm/dd/yyyy (or YYYY-MM-DD); empty: open' })),
    end_date: Type.Optional(Type.String({ maxLength: 10, description: 'mm/dd/yyyy (or YYYY-MM-DD); empty: open' })),
    user_timezone: Type.Optional(Type.String({ maxLength: 64, description: 'the zone the dates are in' })),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type PlayingActivitiesQuery = Static<typeof PlayingActivitiesQuery>;

/** A play session as Game Playing Time lists it (the spec's Playing activity). */
export const PlayingActivity = Type.Object({
  id: Type.String(),
  session: Type.Object({ pod: Type.Object({ podnav: Type.Object({ license: Nullable(Type.String()) }) }) }),
  PlatformName: Type.String(),
  game: Type.Object({ game_title: Type.String() }),
  StartAt: Type.String({ description: "'MM/DD/YYYY hh:mm AM' in user_timezone" }),
  EndAt: Nullable(Type.String({ description: 'null while the game is still playing' })),
  play_time: Type.Number({ description: 'minutes, to 2 decimals' }),
  guests: Type.Integer({ minimum: 0 }),
});
export type PlayingActivity = Static<typeof PlayingActivity>;

export const PlayingActivitiesReply = Type.Object({
  activities: Type.Array(PlayingActivity),
  ...Paging,
  status_text: Type.String(),
});
export type PlayingActivitiesReply = Static<typeof PlayingActivitiesReply>;
