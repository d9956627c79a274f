import Type, { type Static } from 'typebox';
import { Flag, Id, Nullable, Strict, WithToken } from '../../fields.ts';
import { GameDto, PageLength, PageNumber, Paging } from '../../game/game-schemas.ts';
import { get, post } from '../../route.ts';

// `/admin/kiosk/games_list`, `add_gameids`, `del_gameids`: staff list the catalogue and a
// client's games, and assign local games to a client, a lab or a pod.

/** A body's optional id: empty, '0', 0 or null say "none". */
const NoneOr = (description: string) =>
  Type.Optional(
    Type.Union([Id, Type.Literal(''), Type.Literal('0'), Type.Literal(0), Type.Null()], {
      description: `${description}; empty, '0' or null: none`,
    }),
  );

/** A query string's optional id: empty or '0' say "none". */
const QueryNoneOr = (description: string) =>
  Type.Optional(
    Type.Union([Id, Type.Literal(''), Type.Literal('0'), Type.Literal(0)], {
      description: `${description}; empty or '0': none`,
    }),
  );

export const GamesListQuery = Strict({
  client_id: Type.Optional(
    Type.Union([Id, Type.Literal('0'), Type.Literal(0)], {
      description: "0 (or left out): the whole catalogue; a client's id: that client's games",
    }),
  ),
  for_client_id: QueryNoneOr('with the catalogue: mark the games this client (or its lab or pod) has'),
  lab_id: QueryNoneOr('with for_client_id: mark the games of this lab'),
  pod_id: QueryNoneOr('with for_client_id: mark the games of this pod'),
  search: Type.Optional(Type.String({ maxLength: 120 })),
  page: Type.Optional(PageNumber),
  length: Type.Optional(PageLength),
  ...WithToken,
});
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
  assigned: Flag,
  /** How the client or target has the game: assigned to the client, a lab, a pod; or cloud. */
  scope: Nullable(AssignmentScopeValue),
  target_id: Nullable(Type.String()),
  /** The lab's name, or the pod's nav licence; the client's name for a client-wide row. */
  target_name: Nullable(Type.String()),
  /** Cannot be selected or removed here: not a local game, survey-only, or assigned above the target. */
  locked: Flag,
});
export type AdminGameRow = Static<typeof AdminGameRow>;

export const GamesListPage = Type.Object({ games: Type.Array(AdminGameRow), ...Paging });
export type GamesListPage = Static<typeof GamesListPage>;

/**
 * The catalogue (client_id 0), each game marked for a client, lab or pod when one is named
 * (the Assign Games modal); or a client's games, one row per assignment (Manage Your Games).
 */
export const adminKioskGamesList = get('/admin/kiosk/games_list', { querystring: GamesListQuery, data: GamesListPage });

export const GameAssignBody = Strict({
  mode: Type.Optional(Type.Union([Type.Literal('add'), Type.Literal('del')])),
  client_id: Id,
  lab_id: NoneOr('a lab of the client: assign to that lab'),
  pod_id: NoneOr('a pod of the client: assign to that pod'),
  game_ids: Type.Array(Id, { minItems: 1, maxItems: 500 }),
  ...WithToken,
});
export type GameAssignBody = Static<typeof GameAssignBody>;

const GameAssignResult = Type.Object({
  changed: Type.Integer({ description: 'games newly assigned (add) or taken back (del)' }),
});

/** Assign local games to a client, one of its labs or one of its pods (mode add, the default). */
export const adminKioskAddGameids = post('/admin/kiosk/add_gameids', { body: GameAssignBody, data: GameAssignResult });

/** Take games back from a client, lab or pod (mode del, the default here). */
export const adminKioskDelGameids = post('/admin/kiosk/del_gameids', { body: GameAssignBody, data: GameAssignResult });
