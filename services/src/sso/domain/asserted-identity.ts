import type { AttributeNames } from './attribute-mapping.ts';
import { refused } from './sso-refusal.ts';

/** Who the identity provider says signed in. */
export type AssertedIdentity = {
  readonly issuer: string;
  /** SAML NameID or OIDC sub: stable at that issuer. */
  readonly subject: string;
  /** Lowercased; the provider vouched that it is the person's own. */
  readonly email: string;
  /** Null when the answer carries none under the client's attribute names. */
  readonly first_name: string | null;
  readonly last_name: string | null;
};

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What an account's name may hold: the user events keep names of at most 100 characters. */
const NAME_MAX = 100;

const firstText = (attrs: Readonly<Record<string, unknown>>, names: readonly string[]): string | null => {
  for (const name of names) {
    const v = attrs[name];
    const text = Array.isArray(v) ? v[0] : v;
    if (typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return null;
};

/** A name as an account keeps it: trimmed, without control characters, at most 100 characters. */
const nameOf = (attrs: Readonly<Record<string, unknown>>, names: readonly string[]): string | null => {
  const printable = [...(firstText(attrs, names) ?? '')].filter((c) => c >= ' ' && c !== '\u007f');
  const text = printable.join('').trim();
  return text ? text.slice(0, NAME_MAX) : null;
};

const emailOrRefuse = (email: string | null): string => {
  if (email === null || !LOOKS_LIKE_EMAIL.test(email) || email.length > 254) {
    throw refused('no-email', 'no email in the answer');
  }
  return email.toLowerCase();
};

/**
 * The identity in a verified SAML assertion, read with the client's attribute names: the
 * email from the first email attribute present, else from a NameID in the email format.
 */
export function samlIdentity(
  profile: {
    readonly issuer?: string;
    readonly nameID?: string;
    readonly nameIDFormat?: string;
    readonly attributes?: Readonly<Record<string, unknown>>;
  },
  names: AttributeNames,
): AssertedIdentity {
  const attrs = profile.attributes ?? {};
  if (!profile.issuer || !profile.nameID) throw refused('invalid-response', 'assertion without issuer or NameID');
  const fromFormat = profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : null;
  return {
    issuer: profile.issuer,
    subject: profile.nameID,
    email: emailOrRefuse(firstText(attrs, names.email) ?? fromFormat),
    first_name: nameOf(attrs, names.first_name),
    last_name: nameOf(attrs, names.last_name),
  };
}

/** The identity in a verified ID token: its email only when the provider says it verified it. */
export function oidcIdentity(claims: Readonly<Record<string, unknown>>, names: AttributeNames): AssertedIdentity {
  const { iss, sub, email_verified } = claims;
  if (typeof iss !== 'string' || typeof sub !== 'string')
    throw refused('invalid-response', 'ID token without iss or sub');
  if (email_verified !== true) throw refused('no-email', 'email_verified is not true');
  return {
    issuer: iss,
    subject: sub,
    email: emailOrRefuse(firstText(claims, names.email)),
    first_name: nameOf(claims, names.first_name),
    last_name: nameOf(claims, names.last_name),
  };
}
