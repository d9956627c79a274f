import Type, { type Static } from 'typebox';
import { EntityId, GameDto, GameFlag, Nullable, PageNumber, Paging } from './game-fields.ts';

// `/admin/kiosk/games_list`, `add_gameids`, `del_gameids`: staff list the catalogue and a
// client's games, and assign local games to a client, a lab or a pod.

const OptionalId = Type.Optional(
  Type.Union([EntityId, Type.Literal(''), Type.Literal('0'), Type.Literal(0), Type.Null()], {
    description: "empty, '0' or null: none",
  }),
);

export const GamesListQuery = Type.Object(
  {
    client_id: Type.Optional(
      Type.Union([EntityId, Type.Literal('0'), Type.Literal(0)], {
        description: "0 (or left out): the whole catalogue; a client's id: that client's games",
      }),
    ),
    for_client_id: OptionalId,
    lab_id: OptionalId,
    pod_id: OptionalId,
    search: Type.Optional(Type.String({ maxLength: 120 })),
    page: Type.Optional(PageNumber),
    length: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type GamesListQuery = Static<typeof GamesListQuery>;

/** Where a row's game comes from for the client or target asked about. */
export const AssignmentScopeValue = Type.Union([
  Type.Literal('client'),
  Type.Literal('lab'),
  Type.Literal('pod'),
  Type.Literal('cloud'),
]);
export type AssignmentScopeValue = Static<typeof AssignmentScopeValue>;

export const AdminGameRow = Type.Object({
  ...GameDto.properties,
  assigned: GameFlag,
  /** How the client or target has the game: assigned to the client, a lab, a pod; or cloud. */
  scope: Nullable(AssignmentScopeValue),
  target_id: Nullable(Type.String()),
  /** The lab's name, or the pod's nav licence; the client's name for a client-wide row. */
  target_name: Nullable(Type.String()),
  /** Cannot be selected or removed here: not a local game, survey-only, or assigned above the target. */
  locked: GameFlag,
});
export type AdminGameRow = Static<typeof AdminGameRow>;

export const GamesListReply = Type.Object({ games: Type.Array(AdminGameRow), ...Paging });
export type GamesListReply = Static<typeof GamesListReply>;

/** POST add_gameids / del_gameids: the games to give to (or take from) a client, lab or pod. */
export const GameAssignBody = Type.Object(
  {
    mode: Type.Optional(Type.Union([Type.Literal('add'), Type.Literal('del')])),
    client_id: EntityId,
    lab_id: OptionalId,
    pod_id: OptionalId,
    game_ids: Type.Array(EntityId, { minItems: 1, maxItems: 500 }),
    token: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type GameAssignBody = Static<typeof GameAssignBody>;

export const GameAssignReply = Type.Object({
  changed: Type.Integer({ description: 'games newly assigned (add) or taken back (del)' }),
});
