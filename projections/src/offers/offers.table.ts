import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per live offer of paid time; a deleted offer's row goes. */
export type OfferTable = {
  offer_id: string;
  client_id: string;
  /** null: every lab of the client. */
  lab_id: string | null;
  name: string;
  minutes: number;
  /** USD cents. */
  price_cents: number;
  image_url: string | null;
  active: boolean;
  /** The order players see, lowest first. */
  position: number;
  created_at: Date;
  updated_at: Date;
};

export type OffersDB = { offers: OfferTable };

/** Postgres column types, as the migration creates them (checked by a test against the live table). */
export const offerColumns: ColumnTypes<OfferTable> = {
  offer_id: 'text',
  client_id: 'text',
  lab_id: 'text',
  name: 'text',
  minutes: 'integer',
  price_cents: 'integer',
  image_url: 'text',
  active: 'boolean',
  position: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
