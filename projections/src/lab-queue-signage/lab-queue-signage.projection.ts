import {
  LabQueueJoined,
  LabQueueLeft,
  LabQueueMoved,
  LabQueueOfferExpired,
  LabQueuePolicySaved,
  LabQueueRemoved,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { labQueueSignageMigrations } from './lab-queue-signage.migrations.ts';
import { type LabQueueSignageTable, labQueueSignageColumns, type SignagePlace } from './lab-queue-signage.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
const empty = (e: StoredEvent): LabQueueSignageTable => ({
  lab_id: e.aggregate_id,
  enabled: false,
  line: { places: [] },
  updated_at: at(e),
});
/** The lab's row with its line replaced. */
const withLine = (row: LabQueueSignageTable | undefined, e: StoredEvent, places: SignagePlace[]) => ({
  ...(row ?? empty(e)),
  line: { places },
  updated_at: at(e),
});
const placesOf = (row: LabQueueSignageTable | undefined) => row?.line.places ?? [];
const gone = (row: LabQueueSignageTable | undefined, e: StoredEvent<string, { entry_id: string }>) =>
  withLine(
    row,
    e,
    placesOf(row).filter((p) => p.entry_id !== e.data.entry_id),
  );

const rows = rowProjection<LabQueueSignageTable>({
  table: 'lab_queue_signage',
  keyColumn: 'lab_id',
  columnTypes: labQueueSignageColumns,
  handlers: [
    on(LabQueuePolicySaved, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => ({ ...(row ?? empty(e)), enabled: e.data.enabled, updated_at: at(e) }),
    }),
    on(LabQueueJoined, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        const { entry_id, ticket, display_name, platform } = e.data;
        const place = { entry_id, ticket, name: display_name, platform, pod_id: null, expires_at: null };
        return withLine(row, e, [...placesOf(row), place]);
      },
    }),
    on(LabQueueSeatOffered, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        withLine(
          row,
          e,
          placesOf(row).map((p) =>
            p.entry_id === e.data.entry_id ? { ...p, pod_id: e.data.pod_id, expires_at: e.data.expires_at } : p,
          ),
        ),
    }),
    on(LabQueueMoved, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        const places = placesOf(row);
        const moving = places.find((p) => p.entry_id === e.data.entry_id);
        if (!moving) return row ?? empty(e);
        const rest = places.filter((p) => p !== moving);
        const i = Math.min(e.data.position, rest.length + 1) - 1;
        return withLine(row, e, [...rest.slice(0, i), moving, ...rest.slice(i)]);
      },
    }),
    on(LabQueueLeft, { key: (e) => e.aggregate_id, apply: gone }),
    on(LabQueueRemoved, { key: (e) => e.aggregate_id, apply: gone }),
    on(LabQueueSeatTaken, { key: (e) => e.aggregate_id, apply: gone }),
    on(LabQueueOfferExpired, { key: (e) => e.aggregate_id, apply: gone }),
  ],
});

/** Each lab's queue as its public signage shows it: tickets and first names with initials, in line order. */
export const labQueueSignageProjection = defineProjection({
  name: 'lab_queue_signage',
  description:
    "Each lab's queue as its public signage shows it: whether it is on, and the line in order (ticket, first name and initial, a held pod and its expiry); no other personal data.",
  migrations: labQueueSignageMigrations,
  tables: { lab_queue_signage: labQueueSignageColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
