import type { ClientDetail, ClientSettings, NavView, SsoTenantUrls } from '@gamepod/contracts/http';
import { toUsDate } from '@gamepod/events';
import type { ClientNavTable, ClientSettingsTable, ClientTable } from '@gamepod/projections';
import { fileUrlOrNull } from '../../files/file-urls.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { themeOf } from '../domain/kiosk-branding.ts';

/**
 * A client row, with its Account Settings when it has any, as the client details screen reads
 * it; `tenantUrls` are our SSO addresses for it (null where they are not shown).
 */
export function clientDetail(
  row: ClientTable,
  settings?: ClientSettingsTable,
  tenantUrls: SsoTenantUrls = null,
): ClientDetail {
  const { logo, audio_url, theme_rgb_pallet_id, primary_color, accent_color, gradiant_color, hover_color } =
    clientSettingsView(row.id, settings);
  return {
    id: row.id,
    value: row.name,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    phone2: row.phone2,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    note: row.note,
    date_of_birth: row.date_of_birth ? toUsDate(row.date_of_birth) : null,
    is_active: flag(row.is_active),
    sso_active: flag(row.sso_active),
    sso_tenant_urls: tenantUrls,
    logo,
    audio_file: audio_url,
    audio_url,
    theme_rgb_pallet_id,
    primary_color,
    accent_color,
    gradiant_color,
    hover_color,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function navView(row: ClientNavTable): NavView {
  return { id: row.nav_id, license: row.license, letter: row.letter };
}

/** A client's Account Settings as the settings screen reads them; the default theme colours where none were set. */
export function clientSettingsView(clientId: string, row: ClientSettingsTable | undefined): ClientSettings {
  return {
    client_id: clientId,
    logo: fileUrlOrNull(row?.logo),
    audio_url: fileUrlOrNull(row?.audio),
    theme_rgb_pallet_id: row?.theme_rgb_pallet_id ?? null,
    ...themeOf(row),
    led1_pallet_id: row?.led1_pallet_id ?? null,
    led2_pallet_id: row?.led2_pallet_id ?? null,
  };
}
