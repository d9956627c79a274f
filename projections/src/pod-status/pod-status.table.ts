import type { ColumnTypes } from '@gamepod/log-runtime';

/** What the station's consoles are: the data of PodConsoleStatusChanged. */
export type PodConsole = {
  xd1: string;
  xd2: string;
  xb_disabled: boolean;
  ps_disabled: boolean;
  sw_disabled: boolean;
  pc_disabled: boolean;
  pod_disabled: boolean;
};

/**
 * One row per pod whose bridge or kiosk reported anything: the latest observed facts.
 * Lock-out, volume and tenancy stay in `pods`; liveness (heartbeats) is in `pod_presence`,
 * fed by telemetry. The fleet status query joins the three.
 */
export type PodStatusTable = {
  pod_id: string;
  /** From PodActivityChanged; null until the bridge reports one. */
  activity: 'active' | 'idle' | 'asleep' | null;
  activity_at: Date | null;
  console: PodConsole | null;
  console_at: Date | null;
  /** The latest session on the station: 'kiosk' (its page validated its key); player logins come later. */
  session_kind: string | null;
  session_started_at: Date | null;
  /** The game playing now (PodGameStarted until PodGameEnded). */
  game_platform: string | null;
  game_id: string | null;
  game_started_at: Date | null;
  /**
   * The kiosk page the station vouches for (PodKioskPageOpened): the sha256 of its
   * session_id_key. A sign-in under any other kiosk session is not held by the station.
   */
  kiosk_page_session: string | null;
  kiosk_page_at: Date | null;
  /** Whether the kiosk page reaches the station's helper (PodHelperLinkReported); null until it reports. */
  kiosk_helper: 'up' | 'down' | null;
  kiosk_helper_at: Date | null;
  updated_at: Date;
};

export type PodStatusDB = { pod_status: PodStatusTable };

/** Postgres column types, as the migration creates them (checked by a test against the live tables). */
export const podStatusColumns: ColumnTypes<PodStatusTable> = {
  pod_id: 'text',
  activity: 'text',
  activity_at: 'timestamptz',
  console: 'jsonb',
  console_at: 'timestamptz',
  session_kind: 'text',
  session_started_at: 'timestamptz',
  game_platform: 'text',
  game_id: 'text',
  game_started_at: 'timestamptz',
  kiosk_page_session: 'text',
  kiosk_page_at: 'timestamptz',
  kiosk_helper: 'text',
  kiosk_helper_at: 'timestamptz',
  updated_at: 'timestamptz',
};
