import { DEFAULT_THEME, toUsDate } from '@gamepod/events';
import type { ClientNavTable, ClientTable } from '@gamepod/projections';
import type { Static } from 'typebox';
import type { ClientDetail, NavView, SsoDetails } from './client-schemas.ts';
import { flag } from './fleet-schemas.ts';

/** A client row as the client details screen reads it. */
export function clientDetail(row: ClientTable): Static<typeof ClientDetail> {
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
    sso_tenant_urls: null,
    logo: null,
    audio_file: null,
    audio_url: null,
    theme_rgb_pallet_id: null,
    ...DEFAULT_THEME,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function ssoDetails(row: ClientTable): Static<typeof SsoDetails> {
  return { entity: row.sso_entity, login: row.sso_login, logout: row.sso_logout, certs: row.sso_certs };
}

export function navView(row: ClientNavTable): Static<typeof NavView> {
  return { id: row.nav_id, license: row.license, letter: row.letter };
}
