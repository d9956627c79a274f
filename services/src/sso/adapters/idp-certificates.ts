import { X509Certificate } from 'node:crypto';
import { ValidationError } from '@gamepod/events';
import { certificatesOf } from '../domain/sso-connection.ts';

/** The smallest RSA key we accept an IdP signing with. */
const MIN_RSA_BITS = 2048;

const bad = (why: string) => new ValidationError(`certs: ${why}`, { field: 'certs' });

/**
 * Checks an IdP's signing certificates as they are saved: the text is one or more PEM
 * certificate blocks and nothing else; each parses as X.509, is not expired at `now`, and
 * holds an RSA key of 2048 bits or more (SAML responses are checked with RSA signatures: an
 * EC or DSA certificate would fail every sign-in). A certificate not valid yet is accepted:
 * a rotation stores the next one ahead of time. Returns the blocks, normalised.
 *
 * @throws ValidationError (400) naming certs, and the certificate by its place.
 */
export function checkCertificates(text: string, now: Date): string[] {
  const blocks = certificatesOf(text);
  if (blocks.length === 0)
    throw bad('is not a PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)');
  const rest = blocks.reduce((t, b) => t.replace(b, ''), text).trim();
  if (rest !== '') {
    throw bad(
      rest.includes('PRIVATE KEY')
        ? 'holds a private key; paste only the certificate'
        : 'holds text that is not a PEM certificate',
    );
  }
  return blocks.map((pem, i) => {
    const which = blocks.length === 1 ? 'the certificate' : `certificate ${i + 1}`;
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(pem);
    } catch {
      throw bad(`${which} is not a valid PEM certificate`);
    }
    if (Date.parse(cert.validTo) <= now.getTime())
      throw bad(`${which} expired on ${new Date(cert.validTo).toISOString().slice(0, 10)}`);
    const key = cert.publicKey;
    if (key.asymmetricKeyType !== 'rsa') {
      throw bad(
        `${which} holds a${key.asymmetricKeyType === 'ec' ? 'n EC' : ` ${key.asymmetricKeyType ?? 'unknown'}`} key; the identity provider must sign with RSA`,
      );
    }
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < MIN_RSA_BITS)
      throw bad(`${which} holds a ${bits}-bit RSA key; at least ${MIN_RSA_BITS} bits are needed`);
    return cert.toString().trim();
  });
}
