import { readFileSync } from 'node:fs';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** IdP certificates as an admin pastes them: good ones (RSA 2048), and ones a save refuses. */
export const CERTS = {
  signing: fixture('idp-signing.cert.pem'),
  rotated: fixture('idp-rotated.cert.pem'),
  /** RSA 2048, valid from 2020-01-01 to 2021-01-01. */
  expired: fixture('expired.cert.pem'),
  /** A P-256 (EC) key: SAML responses here are checked with RSA. */
  ec: fixture('ec-key.cert.pem'),
} as const;
