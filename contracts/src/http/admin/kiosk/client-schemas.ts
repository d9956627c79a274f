import Type, { type Static } from 'typebox';
import { Flag, Nullable } from '../../fields.ts';
import { SsoSettingsView, SsoTenantUrls } from './client-sso.ts';

/** A client as its details screen shows it, with its Account Settings (logo, colours, audio). */
export const ClientDetail = Type.Object({
  id: Type.String(),
  value: Type.String(),
  name: Type.String(),
  first_name: Type.String(),
  last_name: Nullable(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  phone2: Nullable(Type.String()),
  address1: Nullable(Type.String()),
  address2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
  zip: Nullable(Type.String()),
  note: Nullable(Type.String()),
  date_of_birth: Nullable(Type.String({ description: 'mm/dd/yyyy' })),
  is_active: Flag,
  sso_active: Flag,
  sso_tenant_urls: SsoTenantUrls,
  logo: Nullable(Type.String({ description: 'URL of the logo (Account Settings)' })),
  audio_file: Nullable(Type.String({ description: 'URL of the audio file, as audio_url' })),
  audio_url: Nullable(Type.String()),
  theme_rgb_pallet_id: Nullable(Type.Integer()),
  primary_color: Type.String(),
  accent_color: Type.String(),
  gradiant_color: Type.String(),
  hover_color: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type ClientDetail = Static<typeof ClientDetail>;

export const SsoDetails = Type.Object({
  entity: Nullable(Type.String()),
  login: Nullable(Type.String()),
  logout: Nullable(Type.String()),
  certs: Nullable(Type.String()),
  ...SsoSettingsView,
});
export type SsoDetails = Static<typeof SsoDetails>;

/** A seat licence of a client (a nav). */
export const NavView = Type.Object({ id: Type.String(), license: Type.String(), letter: Type.String() });
export type NavView = Static<typeof NavView>;

/** A lab of the client; admin_mode is its Force On. */
export const ClientLab = Type.Object({
  id: Type.String(),
  value: Type.String({ description: 'the lab name' }),
  admin_mode: Flag,
});
export type ClientLab = Static<typeof ClientLab>;

export const ClientDetails = Type.Object({
  clients: Type.Array(ClientDetail, { description: 'exactly one: the client asked for' }),
  sso_details: SsoDetails,
  audio_url: Nullable(Type.String()),
  labs: Type.Array(ClientLab),
  navs: Type.Array(NavView),
});
export type ClientDetails = Static<typeof ClientDetails>;

/** A client write's reply: the client as it is now (null only when the read model lagged past the bounded wait). */
export const WrittenClient = Type.Object({ client_id: Type.String(), client: Nullable(ClientDetail) });
export type WrittenClient = Static<typeof WrittenClient>;
