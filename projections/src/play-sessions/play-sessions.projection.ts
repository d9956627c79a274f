import {
  GameLaunchFailed,
  GameLaunchRequested,
  GamePlayEnded,
  GamePlayStarted,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, type RowProjectionSpec, rowProjection } from '@gamepod/log-runtime';
import { playSessionsMigrations } from './play-sessions.migrations.ts';
import { type PlaySessionTable, playSessionColumns } from './play-sessions.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

/** How each event changes a launch's row; the report rollups fold launches by the same rules. */
export const playSessionHandlers: RowProjectionSpec<PlaySessionTable>['handlers'] = [
  on(GameLaunchRequested, {
    key: (e) => e.data.launch_id,
    apply: (_row, e) => ({
      ...e.data,
      pod_id: e.aggregate_id,
      guests: Math.max(0, (e.data.players ?? 1) - 1),
      status: 'requested',
      requested_at: at(e),
      started_at: null,
      ended_at: null,
      seconds: null,
      minutes: null,
      end_reason: null,
      failure: null,
    }),
  }),
  on(GamePlayStarted, {
    key: (e) => e.data.launch_id,
    apply: (row, e) => (row ? { ...row, status: 'playing', started_at: new Date(e.data.started_at) } : undefined),
  }),
  on(GamePlayEnded, {
    key: (e) => e.data.launch_id,
    apply: (row, e) =>
      row
        ? {
            ...row,
            status: 'ended',
            started_at: new Date(e.data.started_at),
            ended_at: new Date(e.data.ended_at),
            seconds: e.data.seconds,
            minutes: e.data.minutes,
            end_reason: e.data.reason,
          }
        : undefined,
  }),
  on(GameLaunchFailed, {
    key: (e) => e.data.launch_id,
    apply: (row, e) => (row ? { ...row, status: 'failed', failure: e.data.reason } : undefined),
  }),
];

const sessions = rowProjection<PlaySessionTable>({
  table: 'play_sessions',
  keyColumn: 'launch_id',
  columnTypes: playSessionColumns,
  handlers: playSessionHandlers,
});

/** Every game launch on every pod, and the play session it became. */
export const playSessionsProjection = defineProjection({
  name: 'play_sessions',
  description:
    'One row per game launch (pod, player, game, platform, players, who asked), with the play session it became: start, end, seconds and minutes played, or why it never started.',
  migrations: playSessionsMigrations,
  tables: { play_sessions: playSessionColumns },
  eventTypes: sessions.eventTypes,
  apply: sessions.apply,
});
