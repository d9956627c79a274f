import type { ColumnTypes } from '@gamepod/log-runtime';

/** Each pod's latest kiosk activity: what its screen shows now (one row per pod that reported one). */
export type KioskActivityTable = {
  pod_id: string;
  activity: string;
  game_id: string | null;
  guests: number | null;
  user_id: string | null;
  recorded_at: Date;
};

/** Every activity change, for the usage reports: a row per PodActivityRecorded. */
export type KioskActivityHistoryTable = KioskActivityTable & {
  event_id: string;
};

export type KioskActivityDB = {
  kiosk_activity: KioskActivityTable;
  kiosk_activity_history: KioskActivityHistoryTable;
};

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const kioskActivityColumns: ColumnTypes<KioskActivityTable> = {
  pod_id: 'text',
  activity: 'text',
  game_id: 'text',
  guests: 'smallint',
  user_id: 'text',
  recorded_at: 'timestamptz',
};

export const kioskActivityHistoryColumns: ColumnTypes<KioskActivityHistoryTable> = {
  event_id: 'text',
  ...kioskActivityColumns,
};
