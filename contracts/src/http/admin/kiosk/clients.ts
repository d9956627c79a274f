import Type from 'typebox';
import { OptionalDayText } from '../../date-fields.ts';
import {
  Email,
  Flag,
  Flag01,
  Nullable,
  Option,
  OptionalName,
  OptionalText,
  RequiredName,
  RequiredText,
  Strict,
  UuidId,
  WithToken,
} from '../../fields.ts';
import { get, post } from '../../route.ts';
import { ClientDetails, NavView, WrittenClient } from './client-schemas.ts';
import { SettingsFields } from './client-settings-fields.ts';
import { SsoSettingsFields } from './client-sso.ts';

const ClientId = UuidId('the client (UUIDv7)');
const UsDate = (description: string) => OptionalDayText({ maxLength: 10, description: `${description}, mm/dd/yyyy` });

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

/** Every client as an option {id, value}, by name (super admin). */
export const adminKioskClients = get('/admin/kiosk/clients', {
  querystring: Strict({ ...WithToken }),
  data: Type.Object({ clients: Type.Array(Option) }),
});

/** One client's details, SSO settings, labs and navs. */
export const adminKioskClient = get('/admin/kiosk/client', {
  querystring: Strict({ ...WithToken, client_id: ClientId }),
  data: ClientDetails,
});

/** A client's seat licences (navs) in seat order. */
export const adminKioskNavs = get('/admin/kiosk/navs', {
  querystring: Strict({
    ...WithToken,
    client_id: Type.Optional(UuidId("a super admin's choice of client; a client admin always gets their own")),
  }),
  data: Type.Object({ navs: Type.Array(NavView) }),
});

/** Deploy a new client with its 24 default navs. */
export const adminKioskDeploymentClient = post('/admin/kiosk/deployment/client', {
  body: Strict({
    ...WithToken,
    first_name: RequiredName(100),
    email: Email,
    phone: RequiredText(32, 'e.g. 555-123-4567'),
    name: OptionalName(200, "shown in the clients list; the contact's full name when left out"),
    ...optionalClientFields,
    is_active: Type.Optional(Flag),
  }),
  data: WrittenClient,
});

/**
 * Edit a client: its details, and in the same form its logo, theme colours and audio (the
 * Account Settings fields). JSON, or multipart/form-data for the files, where a switch is text.
 */
export const adminKioskClientsUpdate = post('/admin/kiosk/clients/update', {
  body: Strict({
    ...WithToken,
    edit_id: ClientId,
    name: RequiredName(200),
    email: Email,
    phone: RequiredText(32),
    first_name: Type.Optional(RequiredName(100)),
    ...optionalClientFields,
    is_active: Type.Optional(Flag01),
    ...SettingsFields,
  }),
  data: WrittenClient,
});

/**
 * An IdP page players are sent to: https only, so nobody on the way can read or change the
 * sign-in. Empty or null means none, as with the other optional fields.
 */
const OptionalHttpsUrl = (description: string) =>
  Type.Optional(
    Nullable(Type.Union([Type.String({ format: 'https-url', maxLength: 2048 }), Type.Literal('')], { description })),
  );

/**
 * Save a client's SSO settings; entity, login, logout and certs are required when active is 1
 * (SAML), or filled from metadata_xml or metadata_url; certificates are checked on save.
 */
export const adminKioskClientSaveSsoMetadata = post('/admin/kiosk/client/save_sso_metadata', {
  body: Strict({
    ...WithToken,
    client_id: ClientId,
    active: Flag,
    // an identifier, never fetched; some IdPs (Okta) issue http:// ones
    entity: OptionalText(2048, 'IdP entity id; required when active'),
    login: OptionalHttpsUrl('IdP sign-in URL, https://; required when active'),
    logout: OptionalHttpsUrl('IdP sign-out URL, https://; required when active'),
    certs: OptionalText(65_536, 'IdP signing certificate(s), PEM; required when active'),
    ...SsoSettingsFields,
  }),
  data: WrittenClient,
});
