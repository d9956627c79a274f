import {
  PodActivityChanged,
  PodConsoleStatusChanged,
  PodGameEnded,
  PodGameStarted,
  PodHelperLinkReported,
  PodKioskPageOpened,
  PodKioskSessionStarted,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, deltaHandlersFor, deltaProjection } from '@gamepod/log-runtime';
import { podStatusMigrations } from './pod-status.migrations.ts';
import { type PodStatusTable, podStatusColumns } from './pod-status.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
const byPod = (e: StoredEvent) => e.aggregate_id;
const on = deltaHandlersFor<PodStatusTable>();

// Latest values only, so a delta projection: no read before write, the batch's last fact wins.
const status = deltaProjection<PodStatusTable>({
  table: 'pod_status',
  keyColumn: 'pod_id',
  columnTypes: podStatusColumns,
  initial: (pod_id) => ({
    pod_id,
    activity: null,
    activity_at: null,
    console: null,
    console_at: null,
    session_kind: null,
    session_started_at: null,
    game_platform: null,
    game_id: null,
    game_started_at: null,
    kiosk_page_session: null,
    kiosk_page_at: null,
    kiosk_helper: null,
    kiosk_helper_at: null,
    updated_at: new Date(0),
  }),
  handlers: [
    on(PodActivityChanged, {
      key: byPod,
      set: (e) => ({ activity: e.data.activity, activity_at: at(e), updated_at: at(e) }),
    }),
    on(PodConsoleStatusChanged, {
      key: byPod,
      set: (e) => ({ console: { ...e.data }, console_at: at(e), updated_at: at(e) }),
    }),
    on(PodKioskSessionStarted, {
      key: byPod,
      set: (e) => ({ session_kind: 'kiosk', session_started_at: at(e), updated_at: at(e) }),
    }),
    on(PodKioskPageOpened, {
      key: byPod,
      set: (e) => ({ kiosk_page_session: e.data.kiosk_session_hash, kiosk_page_at: at(e), updated_at: at(e) }),
    }),
    on(PodHelperLinkReported, {
      key: byPod,
      set: (e) => ({ kiosk_helper: e.data.state, kiosk_helper_at: at(e), updated_at: at(e) }),
    }),
    on(PodGameStarted, {
      key: byPod,
      set: (e) => ({
        game_platform: e.data.platform,
        game_id: e.data.game_id,
        game_started_at: at(e),
        updated_at: at(e),
      }),
    }),
    on(PodGameEnded, {
      key: byPod,
      set: (e) => ({ game_platform: null, game_id: null, game_started_at: null, updated_at: at(e) }),
    }),
  ],
});

/** What each pod's bridge and kiosk last reported: activity, consoles, latest session, current game. */
export const podStatusProjection = defineProjection({
  name: 'pod_status',
  description:
    "Each pod's latest observed facts: activity (active/idle/asleep), console status, latest session, current game, the kiosk page its station vouches for, whether that page reaches the station's helper.",
  migrations: podStatusMigrations,
  tables: { pod_status: podStatusColumns },
  eventTypes: status.eventTypes,
  apply: status.apply,
});
