import type { ColumnTypes } from '@gamepod/log-runtime';

/** How a place left the line: seated, a no-show, or abandoned (left, or removed by staff). */
export type PlaceOutcome = 'taken' | 'no_show' | 'left' | 'removed';

/**
 * One row per place ever taken in a lab's queue: when it joined, when a seat was first offered
 * to it, and how it left the line (null while it waits). No personal data beyond the user id.
 */
export type LabQueuePlaceTable = {
  entry_id: string;
  lab_id: string;
  user_id: string;
  platform: string | null;
  joined_at: Date;
  /** The first seat offered to it ("you're up"); null while none was. */
  offered_at: Date | null;
  /** When it left the line; null while it waits. */
  ended_at: Date | null;
  outcome: PlaceOutcome | null;
};

export type LabQueueWaitsDB = { lab_queue_places: LabQueuePlaceTable };

/** Postgres column types, as the migration creates them. */
export const labQueuePlaceColumns: ColumnTypes<LabQueuePlaceTable> = {
  entry_id: 'text',
  lab_id: 'text',
  user_id: 'text',
  platform: 'text',
  joined_at: 'timestamptz',
  offered_at: 'timestamptz',
  ended_at: 'timestamptz',
  outcome: 'text',
};
