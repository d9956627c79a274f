import type { ClientSsoSettingsSaved, EventData, SsoAttributePreset } from '@gamepod/events';
import type { Static } from 'typebox';

export type AttributePreset = Static<typeof SsoAttributePreset>;

/** The attribute (SAML) or claim (OIDC) names tried, in order, for each thing we read from an answer. */
export type AttributeNames = {
  readonly email: readonly string[];
  readonly first_name: readonly string[];
  readonly last_name: readonly string[];
};

const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
/** eduPerson / inetOrgPerson names as Shibboleth and InCommon release them (SAML 2.0 URI form). */
const OID = { mail: 'urn:oid:0.9.2342.19200300.100.1.3', givenName: 'urn:oid:2.5.4.42', sn: 'urn:oid:2.5.4.4' };

/**
 * Where each provider family puts a person's email and names by default:
 * - Entra ID (and AD FS): the WS-Federation claim URIs of its default SAML claims;
 * - Google Workspace: the names its SAML app mapping suggests (email, firstName, lastName);
 * - Shibboleth / InCommon: the eduPerson URN OIDs (mail, givenName, sn), then their friendly names;
 * - Okta: its default attribute statements (email, firstName, lastName);
 * - generic: all of the above, plain names first.
 */
export const ATTRIBUTE_PRESETS: Readonly<Record<AttributePreset, AttributeNames>> = {
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

/** The standard OpenID Connect claims (OpenID Connect Core §5.1): every provider sends these names. */
export const OIDC_STANDARD_CLAIMS: AttributeNames = {
  email: ['email'],
  first_name: ['given_name'],
  last_name: ['family_name'],
};

type Mapping = Pick<
  EventData<typeof ClientSsoSettingsSaved>,
  'attribute_preset' | 'attribute_email' | 'attribute_first_name' | 'attribute_last_name'
>;

/**
 * The names a client's answers are read with: its preset's (for OpenID Connect, the standard
 * claims), each replaced by the client's own override when it set one.
 */
export function attributeNamesOf(protocol: 'saml' | 'oidc', m: Mapping): AttributeNames {
  const base = protocol === 'oidc' ? OIDC_STANDARD_CLAIMS : ATTRIBUTE_PRESETS[m.attribute_preset];
  const one = (override: string | null, names: readonly string[]) => (override ? [override] : names);
  return {
    email: one(m.attribute_email, base.email),
    first_name: one(m.attribute_first_name, base.first_name),
    last_name: one(m.attribute_last_name, base.last_name),
  };
}
