import {
  LabQueueJoined,
  LabQueueLeft,
  LabQueueOfferExpired,
  LabQueueRemoved,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { labQueueWaitsMigrations } from './lab-queue-waits.migrations.ts';
import { type LabQueuePlaceTable, labQueuePlaceColumns, type PlaceOutcome } from './lab-queue-waits.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
const byEntry = (e: StoredEvent<string, { entry_id: string }>) => e.data.entry_id;

/** A place leaves the line once: the first way out it took is the one that counts. */
const ended =
  (outcome: PlaceOutcome) =>
  (row: LabQueuePlaceTable | undefined, e: StoredEvent): LabQueuePlaceTable | undefined =>
    row && row.outcome === null ? { ...row, outcome, ended_at: at(e) } : row;

const rows = rowProjection<LabQueuePlaceTable>({
  table: 'lab_queue_places',
  keyColumn: 'entry_id',
  columnTypes: labQueuePlaceColumns,
  handlers: [
    on(LabQueueJoined, {
      key: byEntry,
      apply: (row, e) =>
        row ?? {
          entry_id: e.data.entry_id,
          lab_id: e.aggregate_id,
          user_id: e.data.user_id,
          platform: e.data.platform,
          joined_at: at(e),
          offered_at: null,
          ended_at: null,
          outcome: null,
        },
    }),
    on(LabQueueSeatOffered, {
      key: byEntry,
      apply: (row, e) => (row && row.offered_at === null ? { ...row, offered_at: at(e) } : row),
    }),
    on(LabQueueSeatTaken, { key: byEntry, apply: ended('taken') }),
    on(LabQueueOfferExpired, { key: byEntry, apply: ended('no_show') }),
    on(LabQueueLeft, { key: byEntry, apply: ended('left') }),
    on(LabQueueRemoved, { key: byEntry, apply: ended('removed') }),
  ],
});

/** Every place taken in a lab's queue and what became of it: the reports' waits, no-shows and abandonment. */
export const labQueueWaitsProjection = defineProjection({
  name: 'lab_queue_waits',
  description:
    "Every place taken in a lab's queue: when it joined, when a seat was first offered to it, and how it left the line (seated, a no-show, left or removed by staff); the reports' queue figures.",
  migrations: labQueueWaitsMigrations,
  tables: { lab_queue_places: labQueuePlaceColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
