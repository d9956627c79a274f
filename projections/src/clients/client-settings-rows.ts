import {
  ClientAudioChanged,
  ClientAudioRemoved,
  ClientLedDefaultChanged,
  ClientLogoChanged,
  ClientThemeChanged,
  type StoredEvent,
} from '@gamepod/events';
import { on, rowProjection } from '@gamepod/log-runtime';
import { type ClientSettingsTable, clientSettingsColumns } from './clients.table.ts';

// The clients read model's Account Settings table: one row per client that saved any.

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const defaults = (client_id: string, e: StoredEvent): ClientSettingsTable => ({
  client_id,
  logo: null,
  audio: null,
  theme_rgb_pallet_id: null,
  primary_color: null,
  accent_color: null,
  gradiant_color: null,
  hover_color: null,
  led1_pallet_id: null,
  led2_pallet_id: null,
  updated_at: at(e),
});

/** The row a change applies to: the stored one, or the defaults on the client's first setting. */
const base = (row: ClientSettingsTable | undefined, e: StoredEvent): ClientSettingsTable => ({
  ...(row ?? defaults(e.aggregate_id, e)),
  updated_at: at(e),
});
const key = (e: StoredEvent) => e.aggregate_id;

export const clientSettingsRows = rowProjection<ClientSettingsTable>({
  table: 'client_settings',
  keyColumn: 'client_id',
  columnTypes: clientSettingsColumns,
  handlers: [
    on(ClientLogoChanged, { key, apply: (row, e) => ({ ...base(row, e), logo: e.data.logo }) }),
    on(ClientThemeChanged, { key, apply: (row, e) => ({ ...base(row, e), ...e.data }) }),
    on(ClientAudioChanged, { key, apply: (row, e) => ({ ...base(row, e), audio: e.data.audio }) }),
    on(ClientAudioRemoved, { key, apply: (row, e) => ({ ...base(row, e), audio: null }) }),
    on(ClientLedDefaultChanged, {
      key,
      apply: (row, e) => ({ ...base(row, e), [`${e.data.led_type}_pallet_id`]: e.data.pallet_id }),
    }),
  ],
});
