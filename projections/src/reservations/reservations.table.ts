import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per reservation not deleted, as it now stands (ended ones stay: the list shows them). */
export type ReservationTable = {
  id: string;
  client_id: string;
  lab_id: string;
  start_at: Date;
  end_at: Date;
  /** The lab's IANA zone its times were typed in. */
  timezone: string;
  group_name: string;
  /** Lowercased: who may stay on and sign in to its pods while it runs. */
  emails: string[];
  pod_ids: string[];
};

/** One row per pod a reservation holds, with its times: what a pod's kiosk and its logins ask for. */
export type ReservationPodTable = {
  reservation_id: string;
  pod_id: string;
  start_at: Date;
  end_at: Date;
};

export type ReservationsDB = { reservations: ReservationTable; reservation_pods: ReservationPodTable };

/** Postgres column types, as the migration creates them (checked by a test against the live tables). */
export const reservationColumns: ColumnTypes<ReservationTable> = {
  id: 'text',
  client_id: 'text',
  lab_id: 'text',
  start_at: 'timestamptz',
  end_at: 'timestamptz',
  timezone: 'text',
  group_name: 'text',
  emails: 'text[]',
  pod_ids: 'text[]',
};

export const reservationPodColumns: ColumnTypes<ReservationPodTable> = {
  reservation_id: 'text',
  pod_id: 'text',
  start_at: 'timestamptz',
  end_at: 'timestamptz',
};
