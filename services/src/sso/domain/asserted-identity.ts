import { refused } from './sso-refusal.ts';

/** Who the identity provider says signed in. */
export type AssertedIdentity = {
  readonly issuer: string;
  /** SAML NameID or OIDC sub: stable at that issuer. */
  readonly subject: string;
  /** Lowercased; the provider vouched that it is the person's own. */
  readonly email: string;
  readonly first_name: string | null;
};

/**
 * Attribute names that carry the email and the first name, in the order they are tried:
 * Entra ID and ADFS (claims URIs), Shibboleth/InCommon (eduPerson OIDs), Okta and Google
 * Workspace (plain names).
 */
export const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
] as const;
export const FIRST_NAME_ATTRIBUTES = [
  'firstName',
  'givenName',
  'given_name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
] as const;

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const firstText = (attrs: Readonly<Record<string, unknown>>, names: readonly string[]): string | null => {
  for (const name of names) {
    const v = attrs[name];
    const text = Array.isArray(v) ? v[0] : v;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
};

const emailOrRefuse = (email: string | null): string => {
  if (email === null || !LOOKS_LIKE_EMAIL.test(email)) throw refused('no-email', 'no email in the answer');
  return email.toLowerCase();
};

/**
 * The identity in a verified SAML assertion: the email from the first email attribute, else
 * from a NameID in the email format.
 */
export function samlIdentity(profile: {
  readonly issuer?: string;
  readonly nameID?: string;
  readonly nameIDFormat?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
}): AssertedIdentity {
  const attrs = profile.attributes ?? {};
  if (!profile.issuer || !profile.nameID) throw refused('invalid-response', 'assertion without issuer or NameID');
  const fromFormat = profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : null;
  return {
    issuer: profile.issuer,
    subject: profile.nameID,
    email: emailOrRefuse(firstText(attrs, EMAIL_ATTRIBUTES) ?? fromFormat),
    first_name: firstText(attrs, FIRST_NAME_ATTRIBUTES),
  };
}

/** The identity in a verified ID token: its email only when the provider says it verified it. */
export function oidcIdentity(claims: Readonly<Record<string, unknown>>): AssertedIdentity {
  const { iss, sub, email, email_verified } = claims;
  if (typeof iss !== 'string' || typeof sub !== 'string')
    throw refused('invalid-response', 'ID token without iss or sub');
  if (email_verified !== true) throw refused('no-email', 'email_verified is not true');
  return {
    issuer: iss,
    subject: sub,
    email: emailOrRefuse(typeof email === 'string' ? email : null),
    first_name: firstText(claims, FIRST_NAME_ATTRIBUTES),
  };
}
