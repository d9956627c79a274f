// A client's single sign-on settings beyond the spec's entity, login, logout and certs: the
// protocol and the OpenID fields, the IdP's metadata to import, the attribute names, and our
// own URLs an IdP admin copies.
import Type, { type Static } from 'typebox';
import { Nullable, OptionalText, Strict, UuidId, WithToken } from '../../fields.ts';
import { post } from '../../route.ts';

/** Where a client's IdP puts the email and names: one provider family's attribute names. */
export const SSO_ATTRIBUTE_PRESETS = ['generic', 'entra', 'google', 'shibboleth', 'okta'] as const;
export type SsoAttributePresetName = (typeof SSO_ATTRIBUTE_PRESETS)[number];
export const SsoAttributePresetField = Type.Union(
  [
    Type.Literal('generic'),
    Type.Literal('entra'),
    Type.Literal('google'),
    Type.Literal('shibboleth'),
    Type.Literal('okta'),
  ],
  { description: 'generic (every known name), entra, google, shibboleth (eduPerson urn:oid names) or okta' },
);

/** The attribute (SAML) or claim (OIDC) names an answer is read with, in the order they are tried. */
export type SsoAttributeNames = {
  readonly email: readonly string[];
  readonly first_name: readonly string[];
  readonly last_name: readonly string[];
};

const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
/** eduPerson / inetOrgPerson names as Shibboleth and InCommon release them (SAML 2.0 URI form). */
const OID = { mail: 'urn:oid:0.9.2342.19200300.100.1.3', givenName: 'urn:oid:2.5.4.42', sn: 'urn:oid:2.5.4.4' };

/**
 * Where each provider family puts a person's email and names by default (the SSO form shows
 * them, services read answers with them):
 * - Entra ID (and AD FS): the WS-Federation claim URIs of its default SAML claims;
 * - Google Workspace: the names its SAML app's attribute mapping suggests;
 * - Shibboleth / InCommon: the eduPerson URN OIDs (mail, givenName, sn), then their friendly names;
 * - Okta: its default attribute statements;
 * - generic: all of the above, plain names first.
 */
export const SSO_ATTRIBUTE_NAMES: Readonly<Record<SsoAttributePresetName, SsoAttributeNames>> = {
  entra: {
    email: [`${CLAIMS}/emailaddress`, `${CLAIMS}/name`],
    first_name: [`${CLAIMS}/givenname`],
    last_name: [`${CLAIMS}/surname`],
  },
  google: { email: ['email'], first_name: ['firstName'], last_name: ['lastName'] },
  shibboleth: {
    email: [OID.mail, 'mail'],
    first_name: [OID.givenName, 'givenName'],
    last_name: [OID.sn, 'sn', 'surname'],
  },
  okta: { email: ['email'], first_name: ['firstName'], last_name: ['lastName'] },
  generic: {
    email: ['email', 'mail', `${CLAIMS}/emailaddress`, OID.mail],
    first_name: ['firstName', 'givenName', 'given_name', `${CLAIMS}/givenname`, OID.givenName],
    last_name: ['lastName', 'sn', 'surname', 'family_name', `${CLAIMS}/surname`, OID.sn],
  },
};

/** The standard OpenID Connect claims (OpenID Connect Core 5.1): every provider sends these names. */
export const OIDC_STANDARD_CLAIMS: SsoAttributeNames = {
  email: ['email'],
  first_name: ['given_name'],
  last_name: ['family_name'],
};

/** An IdP metadata address: http(s); the server fetches it with its address guard. */
export const MetadataUrl = Type.String({
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
  maxLength: 2048,
  description: "the IdP's SAML metadata URL; fetched once, on save or import",
});

/** The IdP's metadata, pasted: an EntityDescriptor (or an EntitiesDescriptor holding one IdP). */
export const MetadataXml = Type.String({
  minLength: 1,
  maxLength: 1_048_576,
  description: "the IdP's SAML metadata XML",
});

/** The fields the SSO form sends beside the spec's entity, login, logout and certs. */
export const SsoSettingsFields = {
  protocol: Type.Optional(
    Type.Union([Type.Literal('saml'), Type.Literal('oidc')], {
      description: 'saml (default), or oidc: then entity is the issuer URL and oidc_client_id is required when active',
    }),
  ),
  oidc_client_id: OptionalText(
    255,
    "the client id the OpenID provider gave us; required when active with protocol 'oidc'",
  ),
  oidc_client_secret: OptionalText(
    512,
    'a confidential client\'s secret: kept sealed, never shown again; left out keeps the stored one, "" removes it',
  ),
  metadata_xml: Type.Optional(MetadataXml),
  metadata_url: Type.Optional(Nullable(Type.Union([MetadataUrl, Type.Literal('')]))),
  attribute_preset: Type.Optional(SsoAttributePresetField),
  attribute_email: OptionalText(256, "the attribute (or claim) holding the email, in place of the preset's"),
  attribute_first_name: OptionalText(256, "the attribute holding the first name, in place of the preset's"),
  attribute_last_name: OptionalText(256, "the attribute holding the last name, in place of the preset's"),
};

/** Our own addresses for a client, as an IdP admin enters them; null when the server has no public address. */
export const SsoTenantUrls = Nullable(
  Type.Object({
    entity_id: Type.String({ description: 'our SAML entity id, which is also our metadata URL' }),
    metadata_url: Type.String(),
    acs_url: Type.String({ description: 'assertion consumer service (HTTP-POST)' }),
    slo_url: Type.String({ description: 'single logout service' }),
    oidc_redirect_uri: Type.String(),
  }),
);
export type SsoTenantUrls = Static<typeof SsoTenantUrls>;

/** Our settings beside the spec's sso_details: never the client secret, only whether one is kept. */
export const SsoSettingsView = {
  protocol: Type.Union([Type.Literal('saml'), Type.Literal('oidc')]),
  active: Type.Boolean(),
  oidc_client_id: Nullable(Type.String()),
  oidc_client_secret_set: Type.Boolean(),
  metadata_url: Nullable(Type.String()),
  attribute_preset: SsoAttributePresetField,
  attribute_email: Nullable(Type.String()),
  attribute_first_name: Nullable(Type.String()),
  attribute_last_name: Nullable(Type.String()),
};

/** What an IdP's metadata says: the form's SAML fields, filled for review before a save. */
export const ImportedSsoMetadata = Type.Object({
  entity: Type.String(),
  login: Type.String(),
  logout: Nullable(Type.String({ description: 'null when the IdP offers no single logout' })),
  certs: Type.String({ description: 'its signing certificates, PEM, one after another' }),
  metadata_url: Nullable(Type.String()),
});
export type ImportedSsoMetadata = Static<typeof ImportedSsoMetadata>;

/**
 * Reads an IdP's SAML metadata (pasted, or fetched from its URL) and answers the entity,
 * login, logout and certificates it names, checked as a save checks them; nothing is saved.
 */
export const adminKioskClientSsoMetadataImport = post('/admin/kiosk/client/sso_metadata/import', {
  body: Strict({
    ...WithToken,
    client_id: UuidId('the client (UUIDv7)'),
    metadata_xml: Type.Optional(MetadataXml),
    metadata_url: Type.Optional(MetadataUrl),
  }),
  data: ImportedSsoMetadata,
});
