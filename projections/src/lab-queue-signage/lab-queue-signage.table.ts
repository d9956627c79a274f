import type { ColumnTypes } from '@gamepod/log-runtime';

/** One place on a lab's signage: never more of a player than their ticket and first name and initial. */
export type SignagePlace = {
  entry_id: string;
  ticket: number;
  name: string;
  platform: string | null;
  /** The pod held for this place and until when; null while it waits. */
  pod_id: string | null;
  expires_at: string | null;
};

/** One row per lab whose queue ever changed: its line in order, as the signage shows it. */
export type LabQueueSignageTable = {
  lab_id: string;
  enabled: boolean;
  /** The line in order, wrapped (`{places}`) so the column holds one JSON value. */
  line: { places: SignagePlace[] };
  updated_at: Date;
};

export type LabQueueSignageDB = { lab_queue_signage: LabQueueSignageTable };

/** Postgres column types, as the migration creates them. */
export const labQueueSignageColumns: ColumnTypes<LabQueueSignageTable> = {
  lab_id: 'text',
  enabled: 'boolean',
  line: 'jsonb',
  updated_at: 'timestamptz',
};
