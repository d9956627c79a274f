import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Optional = (maxLength: number) => Type.Union([Type.String({ minLength: 1, maxLength }), Type.Null()]);

/** A client's contact and address fields: what ClientDeployed and ClientUpdated both carry in full. */
export const ClientFields = Type.Object({
  name: Text(200),
  first_name: Text(100),
  last_name: Optional(100),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Text(32),
  phone2: Optional(32),
  address1: Optional(200),
  address2: Optional(200),
  city: Optional(100),
  state: Optional(100),
  zip: Optional(20),
  note: Optional(2000),
  date_of_birth: Type.Union([Type.String({ format: 'date', description: 'YYYY-MM-DD' }), Type.Null()]),
  is_active: Type.Boolean(),
});

export const ClientDeployed = defineEvent({
  type: 'ClientDeployed',
  aggregate: 'client',
  description: 'A super admin deployed a new client (venue). The same commit adds its 24 default navs.',
  schema: ClientFields,
});

export const ClientUpdated = defineEvent({
  type: 'ClientUpdated',
  aggregate: 'client',
  description: "A client's details were edited; the data is the full set of fields after the edit.",
  schema: ClientFields,
});

/** Where a client's identity provider puts a person's email and names: a preset of attribute names. */
export const SsoAttributePreset = Type.Union(
  [
    Type.Literal('generic'),
    Type.Literal('entra'),
    Type.Literal('google'),
    Type.Literal('shibboleth'),
    Type.Literal('okta'),
  ],
  { description: 'generic tries every known name; the others name one provider family' },
);

const AttributeName = Optional(256);

export const ClientSsoSettingsSaved = defineEvent({
  type: 'ClientSsoSettingsSaved',
  aggregate: 'client',
  version: 3,
  description:
    "A super admin saved the client's single sign-on settings. SAML: entity (the IdP's entity id), login, logout and certs (PEM, one or more) are set whenever active is true; metadata_url is where they were imported from, if they were. OpenID Connect: entity is the issuer URL (its discovery document gives the rest), oidc_client_id the client id the provider gave us, and oidc_client_secret, for a confidential client, the secret sealed (AES-256-GCM under the server's SSO secret key, bound to the client id): never the secret itself. attribute_preset names where the provider puts email and names; attribute_email, attribute_first_name and attribute_last_name override one name each. Before version 2 every client used SAML; before version 3 the generic names were tried and no client had a secret.",
  schema: Type.Object({
    active: Type.Boolean(),
    protocol: Type.Union([Type.Literal('saml'), Type.Literal('oidc')]),
    entity: Optional(2048),
    login: Optional(2048),
    logout: Optional(2048),
    certs: Optional(65_536),
    metadata_url: Optional(2048),
    oidc_client_id: Optional(255),
    oidc_client_secret: Type.Union(
      [
        Type.String({
          pattern: '^sealed1\\.[0-9a-f]{16}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
          maxLength: 2048,
        }),
        Type.Null(),
      ],
      { description: 'sealed1.<key id>.<iv>.<ciphertext>.<tag>, base64url; null for a public client' },
    ),
    attribute_preset: SsoAttributePreset,
    attribute_email: AttributeName,
    attribute_first_name: AttributeName,
    attribute_last_name: AttributeName,
  }),
  upcasters: {
    // version 1 knew SAML only
    1: (data) => ({ ...data, protocol: 'saml', oidc_client_id: null }),
    // version 2 had no attribute mapping, no imported metadata and no client secret
    2: (data) => ({
      ...data,
      metadata_url: null,
      oidc_client_secret: null,
      attribute_preset: 'generic',
      attribute_email: null,
      attribute_first_name: null,
      attribute_last_name: null,
    }),
  },
});

export const ClientNavAdded = defineEvent({
  type: 'ClientNavAdded',
  aggregate: 'client',
  description: "A seat licence ('nav') was added to the client; pods are given one. Its letter is license[0].",
  schema: Type.Object({
    nav_id: Type.String({ minLength: 1, description: 'UUIDv7' }),
    license: Type.String({ pattern: '^[A-Z][0-9]{1,3}$', description: "letter + number, e.g. 'A1'" }),
  }),
});

/** The navs every new client starts with: A1–A12 and B1–B12. */
export const DEFAULT_NAV_LICENSES: readonly string[] = ['A', 'B'].flatMap((letter) =>
  Array.from({ length: 12 }, (_, i) => `${letter}${i + 1}`),
);

/** The client aggregate's event types, for the catalogue. */
export const CLIENT_EVENTS = [ClientDeployed, ClientUpdated, ClientSsoSettingsSaved, ClientNavAdded] as const;
