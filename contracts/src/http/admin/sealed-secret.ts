import Type from 'typebox';

/**
 * A secret as the log keeps it: sealed with AES-256-GCM under the server's secret key and bound
 * to its client id, `sealed1.<key id>.<iv>.<ciphertext>.<tag>` in base64url; never the secret.
 */
export const SealedSecret = Type.String({
  pattern: '^sealed1\\.[0-9a-f]{16}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
  maxLength: 2048,
  description: 'sealed1.<key id>.<iv>.<ciphertext>.<tag>, base64url',
});
