import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ConflictError } from '@gamepod/events';

// An OpenID client secret never reaches the log in clear: the log is replayed, exported and
// read by operators. It is sealed with AES-256-GCM under the server's SSO secret key (from
// its configuration, never from the log), bound to its client id, and the sealed text is what
// ClientSsoSettingsSaved carries: sealed1.<key id>.<iv>.<ciphertext>.<tag>, base64url.

const b64 = (b: Buffer) => b.toString('base64url');
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** The server's SSO secret key: 32 bytes, base64. Null when it is not configured. */
export function secretKeyFrom(text: string | undefined): Buffer | null {
  if (!text) return null;
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('GAMEPOD_SSO_SECRET_KEY must be 32 bytes, base64');
  return key;
}

const noKey = (field = 'oidc_client_secret') =>
  new ConflictError("Saving a client secret needs the server's SSO secret key (GAMEPOD_SSO_SECRET_KEY)", { field });

/**
 * `secret` sealed for `clientId`; `field` names the form field in the 409.
 * @throws ConflictError (409) when the server has no key.
 */
export function sealSecret(key: Buffer | null, clientId: string, secret: string, field?: string): string {
  if (key === null) throw noKey(field);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(clientId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['sealed1', keyIdOf(key), b64(iv), b64(sealed), b64(cipher.getAuthTag())].join('.');
}

/**
 * The secret a sealed text holds for `clientId`.
 *
 * @throws ConflictError (409) when the server has no key or another key sealed it; Error when
 * the text was altered or sealed for another client.
 */
export function openSecret(key: Buffer | null, clientId: string, sealed: string): string {
  if (key === null) throw noKey();
  const [version, keyId, iv, body, tag] = sealed.split('.');
  if (version !== 'sealed1' || !iv || !body || !tag) throw new Error('not a sealed secret');
  if (keyId !== keyIdOf(key)) {
    throw new ConflictError('The client secret was sealed with another SSO secret key: save it again');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(clientId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
