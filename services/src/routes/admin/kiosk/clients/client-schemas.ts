import Type from 'typebox';
import {
  Flag,
  FleetId,
  Nullable,
  OptionalName,
  OptionalText,
  RequiredName,
  RequiredText,
  Strict,
  WithToken,
} from '../fleet-schemas.ts';
import { Flag01, SettingsFields } from './client-settings-schemas.ts';

const ClientId = FleetId('the client (UUIDv7)');
const Email = Type.String({ format: 'email', maxLength: 254 });
const UsDate = (description: string) => OptionalText(10, `${description}, mm/dd/yyyy`);

const optionalClientFields = {
  last_name: OptionalName(100),
  phone2: OptionalText(32),
  address1: OptionalText(200),
  address2: OptionalText(200),
  city: OptionalText(100),
  state: OptionalText(100),
  zip: OptionalText(20),
  note: OptionalText(2000),
  date_of_birth: UsDate('date of birth'),
};

export const DeployClientBody = Strict({
  ...WithToken,
  first_name: RequiredName(100),
  email: Email,
  phone: RequiredText(32, 'e.g. 555-123-4567'),
  name: OptionalName(200, "shown in the clients list; the contact's full name when left out"),
  ...optionalClientFields,
  is_active: Type.Optional(Flag),
});

/**
 * Edit a client: its details, and in the same form its logo, theme colours and audio (the
 * Account Settings fields). JSON, or multipart/form-data for the files, where a switch is text.
 */
export const UpdateClientBody = Strict({
  ...WithToken,
  edit_id: ClientId,
  name: RequiredName(200),
  email: Email,
  phone: RequiredText(32),
  first_name: Type.Optional(RequiredName(100)),
  ...optionalClientFields,
  is_active: Type.Optional(Flag01),
  ...SettingsFields,
});

/**
 * An IdP page players are sent to: https only, so nobody on the way can read or change the
 * sign-in. Empty or null means none, as with the other optional fields.
 */
const OptionalHttpsUrl = (description: string) =>
  Type.Optional(
    Nullable(Type.Union([Type.String({ format: 'https-url', maxLength: 2048 }), Type.Literal('')], { description })),
  );

export const SsoBody = Strict({
  ...WithToken,
  client_id: ClientId,
  active: Flag,
  // an identifier, never fetched; some IdPs (Okta) issue http:// ones
  entity: OptionalText(2048, 'IdP entity id; required when active'),
  login: OptionalHttpsUrl('IdP sign-in URL, https://; required when active'),
  logout: OptionalHttpsUrl('IdP sign-out URL, https://; required when active'),
  certs: OptionalText(65_536, 'IdP signing certificate(s), PEM; required when active'),
});

export const ClientQuery = Strict({ ...WithToken, client_id: ClientId });
export const NavsQuery = Strict({
  ...WithToken,
  client_id: Type.Optional(FleetId("a super admin's choice of client; a client admin always gets their own")),
});

export const ClientOption = Type.Object({ id: Type.String(), value: Type.String({ description: 'the name' }) });

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
  sso_tenant_urls: Type.Null({ description: 'arrives with SSO sign-in' }),
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

export const SsoDetails = Type.Object({
  entity: Nullable(Type.String()),
  login: Nullable(Type.String()),
  logout: Nullable(Type.String()),
  certs: Nullable(Type.String()),
});

export const NavView = Type.Object({ id: Type.String(), license: Type.String(), letter: Type.String() });

export const ClientLab = Type.Object({
  id: Type.String(),
  value: Type.String({ description: 'the lab name' }),
  admin_mode: Flag,
});

export const ClientDetailsData = Type.Object({
  clients: Type.Array(ClientDetail, { description: 'exactly one: the client asked for' }),
  sso_details: SsoDetails,
  audio_url: Nullable(Type.String()),
  labs: Type.Array(ClientLab),
  navs: Type.Array(NavView),
});
