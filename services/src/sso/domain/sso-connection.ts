import { ConflictError, type SsoProtocol } from '@gamepod/events';
import type { Static } from 'typebox';
import type { SsoSettings } from '../../clients/domain/client-decider.ts';
import { type AttributeNames, attributeNamesOf } from './attribute-mapping.ts';

export type Protocol = Static<typeof SsoProtocol>;

/** A client's SAML identity provider: its entity id, where it signs in and out, and the certificates it signs with. */
export type SamlConnection = {
  readonly protocol: 'saml';
  readonly client_id: string;
  readonly idp_entity: string;
  readonly login: string;
  readonly logout: string;
  /** One or more PEM certificates: a rotation keeps the old one beside the new one for a while. */
  readonly certs: readonly string[];
  /** The attribute names the email and names are read from. */
  readonly attributes: AttributeNames;
};

/** A client's OpenID provider: its issuer (discovery finds the rest) and the client id it gave us. */
export type OidcConnection = {
  readonly protocol: 'oidc';
  readonly client_id: string;
  readonly issuer: string;
  readonly oidc_client_id: string;
  /** The client secret, still sealed; null for a public client (PKCE alone). */
  readonly oidc_client_secret: string | null;
  readonly attributes: AttributeNames;
};

export type SsoConnection = SamlConnection | OidcConnection;

/** 409 for a sign-in at a client whose single sign-on is off or incomplete. */
export const ssoNotActive = () => new ConflictError('Single sign-on is not active for this client');

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** The PEM certificates in a stored `certs` text, each its own block, in the order given. */
export function certificatesOf(certs: string): string[] {
  return certs.match(PEM_BLOCK) ?? [];
}

/**
 * The identity provider a client's saved SSO settings name. Refused (409) when SSO is off, or
 * when a setting it needs is missing (settings saved before they were all required).
 */
export function connectionOf(clientId: string, s: SsoSettings): SsoConnection {
  if (!s.active) throw ssoNotActive();
  if (s.protocol === 'oidc') {
    if (!s.entity || !s.oidc_client_id) throw ssoNotActive();
    return {
      protocol: 'oidc',
      client_id: clientId,
      issuer: s.entity,
      oidc_client_id: s.oidc_client_id,
      oidc_client_secret: s.oidc_client_secret,
      attributes: attributeNamesOf('oidc', s),
    };
  }
  const certs = s.certs ? certificatesOf(s.certs) : [];
  if (!s.entity || !s.login || !s.logout || certs.length === 0) throw ssoNotActive();
  const attributes = attributeNamesOf('saml', s);
  return {
    protocol: 'saml',
    client_id: clientId,
    idp_entity: s.entity,
    login: s.login,
    logout: s.logout,
    certs,
    attributes,
  };
}
