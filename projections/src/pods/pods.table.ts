import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

/**
 * One row per pod ever deployed; a deleted pod keeps its row (`deleted`) so reports and
 * audits can still name it. `license`/`letter` come from the client's navs (ClientNavAdded),
 * which this read model keeps in `pod_navs` so that it never reads another read model.
 */
export type PodTable = {
  id: string;
  client_id: string;
  lab_id: string;
  pod_id_key: string;
  mac_address: string;
  ip_address: string;
  pod_type_id: number;
  nav_id: string;
  nav_id_left: string | null;
  nav_id_right: string | null;
  nav_id_rear: string | null;
  lan_ip: string | null;
  wan_ip: string | null;
  /** The nav's licence ('A1'), once the client's nav is known. */
  license: string | null;
  /** First character of the licence: the list's per-letter toggles. */
  letter: string | null;
  seat: string;
  xd1: string;
  xd2: string;
  note: string | null;
  is_active: boolean;
  with_keyboard: boolean;
  pro: boolean;
  /** The last of what staff set (lockout/unlockout) and what the station reported (pod_disabled). */
  lock_out: boolean;
  volume: number;
  deleted: boolean;
  /**
   * sha256 of the newest kiosk session's key, and that session's remote id and start: history
   * only. A pod has many live kiosk sessions at once; services keep them (their use decides
   * when they end), and nothing looks a session up here.
   */
  kiosk_session_hash: string | null;
  remote_id_key: string | null;
  kiosk_session_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** One row per command sent to a pod, with its outcome once the bridge reports it. */
export type PodCommandTable = {
  command_id: string;
  pod_id: string;
  command_type: string;
  command_value: string | null;
  command_platform: string | null;
  request_pod_id: string | null;
  status: 'issued' | 'completed' | 'failed' | 'expired';
  message: string | null;
  issued_by: string | null;
  issued_at: Date;
  completed_at: Date | null;
  expires_at: Date;
};

/** A client's seat licences, as far as pods need them. */
export type PodNavTable = {
  nav_id: string;
  client_id: string;
  license: string;
};

export type PodsDB = { pods: PodTable; pod_commands: PodCommandTable; pod_navs: PodNavTable };

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const podColumns: ColumnTypes<PodTable> = {
  id: 'text',
  client_id: 'text',
  lab_id: 'text',
  pod_id_key: 'text',
  mac_address: 'text',
  ip_address: 'text',
  pod_type_id: 'integer',
  nav_id: 'text',
  nav_id_left: 'text',
  nav_id_right: 'text',
  nav_id_rear: 'text',
  lan_ip: 'text',
  wan_ip: 'text',
  license: 'text',
  letter: 'text',
  seat: 'text',
  xd1: 'text',
  xd2: 'text',
  note: 'text',
  is_active: 'boolean',
  with_keyboard: 'boolean',
  pro: 'boolean',
  lock_out: 'boolean',
  volume: 'integer',
  deleted: 'boolean',
  kiosk_session_hash: 'text',
  remote_id_key: 'text',
  kiosk_session_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const podCommandColumns: ColumnTypes<PodCommandTable> = {
  command_id: 'text',
  pod_id: 'text',
  command_type: 'text',
  command_value: 'text',
  command_platform: 'text',
  request_pod_id: 'text',
  status: 'text',
  message: 'text',
  issued_by: 'text',
  issued_at: 'timestamptz',
  completed_at: 'timestamptz',
  expires_at: 'timestamptz',
};

export const podNavColumns: ColumnTypes<PodNavTable> = {
  nav_id: 'text',
  client_id: 'text',
  license: 'text',
};
