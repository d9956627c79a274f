import {
  type EventData,
  GameDeleted,
  GameDeployed,
  type GameFields,
  GamePlayStarted,
  GamesAssigned,
  GamesUnassigned,
  GameUpdated,
  type StoredEvent,
} from '@gamepod/events';
import { type AnyDB, type ApplyContext, bulkUpsert, defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { gamesMigrations } from './games.migrations.ts';
import { type GameAssignmentTable, type GameTable, gameAssignmentColumns, gameColumns } from './games.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

/** The row's columns for a game's fields: the platforms as flags and as text. */
function fieldColumns(f: GameFields) {
  const { platforms, ...rest } = f;
  return {
    ...rest,
    platforms: platforms.join(','),
    on_xb: platforms.includes('xb'),
    on_ps: platforms.includes('ps'),
    on_sw: platforms.includes('sw'),
    on_pc: platforms.includes('pc'),
  };
}

const games = rowProjection<GameTable>({
  table: 'games',
  keyColumn: 'id',
  columnTypes: gameColumns,
  handlers: [
    on(GameDeployed, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { key, ...fields } = e.data;
        return {
          id: e.aggregate_id,
          key,
          ...fieldColumns(fields),
          play_count: 0,
          deleted: false,
          created_at: at(e),
          updated_at: at(e),
        };
      },
    }),
    on(GameUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, ...fieldColumns(e.data), updated_at: at(e) } : undefined),
    }),
    on(GameDeleted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, deleted: true, updated_at: at(e) } : undefined),
    }),
    // Popular: how many play sessions a game started, across every venue
    on(GamePlayStarted, {
      key: (e) => e.data.game_id,
      apply: (row) => (row ? { ...row, play_count: row.play_count + 1 } : undefined),
    }),
  ],
});

type Assignment = EventData<typeof GamesAssigned>;

/**
 * A batch's assignment changes, folded per (target, game) in log order: the last word on a
 * pair wins, so one statement never touches a key twice. Then one delete and one upsert.
 */
async function applyAssignments(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void> {
  const last = new Map<string, GameAssignmentTable | null>();
  const deletedGames = new Set<string>();
  for (const e of events) {
    if (e.type === GameDeleted.type) {
      deletedGames.add(e.aggregate_id);
      continue;
    }
    if (e.type !== GamesAssigned.type && e.type !== GamesUnassigned.type) continue;
    const d = e.data as Assignment;
    const client_id = e.aggregate_id;
    const target_id = d.scope === 'pod' ? (d.pod_id ?? '') : d.scope === 'lab' ? (d.lab_id ?? '') : client_id;
    for (const game_id of d.game_ids) {
      const id = `${target_id}:${game_id}`;
      if (e.type === GamesUnassigned.type) last.set(id, null);
      else
        last.set(id, {
          id,
          target_id,
          game_id,
          client_id,
          scope: d.scope,
          lab_id: d.lab_id,
          pod_id: d.pod_id,
          assigned_at: at(e),
        });
    }
  }
  const table = sql.table(`${ctx.schema}.game_assignments`);
  const gone = [...last].filter(([, row]) => row === null).map(([id]) => id);
  if (gone.length > 0) await sql`delete from ${table} where id = any(${gone}::text[])`.execute(db);
  const rows = [...last.values()].filter((r): r is GameAssignmentTable => r !== null);
  const first = rows[0];
  if (first) {
    await bulkUpsert(
      db,
      ctx.schema,
      { table: 'game_assignments', keyColumn: 'id', columnTypes: gameAssignmentColumns },
      Object.keys(first) as (keyof GameAssignmentTable & string)[],
      rows,
    );
  }
  // a deleted game leaves every venue
  if (deletedGames.size > 0) {
    await sql`delete from ${table} where game_id = any(${[...deletedGames]}::text[])`.execute(db);
  }
}

/** The game catalogue with each game's play count, and which local games each client's pods have. */
export const gamesProjection = defineProjection({
  name: 'games',
  description:
    'The game catalogue (deleted games kept, flagged), each game with how many play sessions it started; and the local games assigned to each client, lab and pod.',
  migrations: gamesMigrations,
  tables: { games: gameColumns, game_assignments: gameAssignmentColumns },
  eventTypes: [...games.eventTypes, GamesAssigned.type, GamesUnassigned.type],
  async apply(db, events, ctx) {
    await games.apply(db, events, ctx);
    await applyAssignments(db, events, ctx);
  },
});
