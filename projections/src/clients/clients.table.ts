import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per client (venue): its contact fields and SSO settings. */
export type ClientTable = {
  id: string;
  name: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  phone2: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  note: string | null;
  /** 'YYYY-MM-DD' text: kept as the event says it, with no time zone to shift it. */
  date_of_birth: string | null;
  is_active: boolean;
  sso_active: boolean;
  sso_entity: string | null;
  sso_login: string | null;
  sso_logout: string | null;
  sso_certs: string | null;
  /** Who vouches for the client's people at sign-in: password (the default), sso, ldap or sip2. */
  sign_in_source: 'password' | 'sso' | 'ldap' | 'sip2';
  created_at: Date;
  updated_at: Date;
};

/** One row per seat licence (nav) of a client. */
export type ClientNavTable = {
  nav_id: string;
  client_id: string;
  license: string;
  letter: string;
};

export type ClientsDB = { clients: ClientTable; client_navs: ClientNavTable };

export const clientColumns: ColumnTypes<ClientTable> = {
  id: 'text',
  name: 'text',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  phone2: 'text',
  address1: 'text',
  address2: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  note: 'text',
  date_of_birth: 'text',
  is_active: 'boolean',
  sso_active: 'boolean',
  sso_entity: 'text',
  sso_login: 'text',
  sso_logout: 'text',
  sso_certs: 'text',
  sign_in_source: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const clientNavColumns: ColumnTypes<ClientNavTable> = {
  nav_id: 'text',
  client_id: 'text',
  license: 'text',
  letter: 'text',
};

/** A stored file as events reference it (FileRef in @gamepod/events), kept as jsonb. */
export type ClientFileColumn = { bucket: string; id: string; content_type: string; size: number; sha256: string };

/** One row per client that saved Account Settings; a null colour means the default colour. */
export type ClientSettingsTable = {
  client_id: string;
  logo: ClientFileColumn | null;
  audio: ClientFileColumn | null;
  theme_rgb_pallet_id: number | null;
  primary_color: string | null;
  accent_color: string | null;
  gradiant_color: string | null;
  hover_color: string | null;
  led1_pallet_id: number | null;
  led2_pallet_id: number | null;
  updated_at: Date;
};

export type ClientSettingsDB = { client_settings: ClientSettingsTable };

export const clientSettingsColumns: ColumnTypes<ClientSettingsTable> = {
  client_id: 'text',
  logo: 'jsonb',
  audio: 'jsonb',
  theme_rgb_pallet_id: 'integer',
  primary_color: 'text',
  accent_color: 'text',
  gradiant_color: 'text',
  hover_color: 'text',
  led1_pallet_id: 'integer',
  led2_pallet_id: 'integer',
  updated_at: 'timestamptz',
};
