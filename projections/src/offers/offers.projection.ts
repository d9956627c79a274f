import { OfferCreated, OfferDeleted, OfferEdited, type StoredEvent } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { offersMigrations } from './offers.migrations.ts';
import { type OfferTable, offerColumns } from './offers.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const rows = rowProjection<OfferTable>({
  table: 'offers',
  keyColumn: 'offer_id',
  columnTypes: offerColumns,
  handlers: [
    on(OfferCreated, {
      key: (e) => e.aggregate_id,
      // the row is the one its key names: an offer_id in the data that said otherwise would
      // overwrite another offer's row, and which one would depend on how events fall in batches
      apply: (_row, e) => ({ ...e.data, offer_id: e.aggregate_id, created_at: at(e), updated_at: at(e) }),
    }),
    on(OfferEdited, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, ...e.data, updated_at: at(e) } : undefined),
    }),
    on(OfferDeleted, { key: (e) => e.aggregate_id, apply: (): OfferTable | null => null }),
  ],
});

/** The offers of paid time staff made, which players buy on their pods. */
export const offersProjection = defineProjection({
  name: 'offers',
  description:
    'Every live offer of paid time: its client (and lab), minutes, price in cents, image, whether it shows, and its order.',
  migrations: offersMigrations,
  tables: { offers: offerColumns },
  eventTypes: rows.eventTypes,
  apply: rows.apply,
});
