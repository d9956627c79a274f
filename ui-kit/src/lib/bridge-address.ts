// Which bridge socket URLs a page may use: pure, so it is tested without a browser.

/**
 * The hosts a station's bridge may be reached on: loopback, named as the page's CSP names it
 * (`connect-src` can name neither [::1] nor the rest of 127.0.0.0/8; `localhost` reaches an
 * IPv6-only bridge). Any other host would make a kiosk page hand the pod's key, and relay
 * helper calls, to whoever a crafted link points it at.
 */
export const BRIDGE_HOSTS: readonly string[] = ['127.0.0.1', 'localhost'];

/**
 * `text` as a bridge socket URL, or null unless it is ws: or wss: on a loopback host, without
 * credentials.
 *
 * @example parseBridgeUrl('ws://127.0.0.1:5002/ws') // 'ws://127.0.0.1:5002/ws'
 * @example parseBridgeUrl('wss://evil.example/ws') // null
 */
export function parseBridgeUrl(text: string | null): string | null {
  if (text === null) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null; // not a URL (URL.canParse is missing from older kiosk browsers)
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  if (url.username !== '' || url.password !== '' || !BRIDGE_HOSTS.includes(url.hostname)) return null;
  return url.href;
}
