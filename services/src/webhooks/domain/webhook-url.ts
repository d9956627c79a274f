import { ValidationError } from '@gamepod/events';
import { isFetchableAddress } from '../../outbound/fetchable-address.ts';

/**
 * Whether an endpoint URL may be saved: https only, no credentials in it, and not a literal
 * loopback or private address (the sender checks every address the host resolves to again at
 * each delivery). `allowLoopbackHttp` (tests, a developer's machine) also lets http to
 * 127.0.0.1 or [::1] through, and nothing else.
 */
export function checkWebhookUrl(raw: string, allowLoopbackHttp = false): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationError('The URL is not valid', { url: raw });
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  const httpAllowed = allowLoopbackHttp && loopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw new ValidationError('The URL must start with https://');
  if (url.username || url.password) throw new ValidationError('The URL may not carry a user name or password');
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || (loopback && !allowLoopbackHttp))
    throw new ValidationError('The URL may not point at this server');
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (/^[\d.]+$|:/.test(literal) && !isFetchableAddress(literal, allowLoopbackHttp))
    throw new ValidationError('The URL may not point at a private, loopback or reserved address');
  return url.toString();
}
