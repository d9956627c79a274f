import { parseBridgeUrl } from './bridge-address.ts';

/**
 * Where a pod's bridge listens unless the page is told otherwise (docs/architecture.md, "How a
 * kiosk page finds its bridge").
 */
export const DEFAULT_BRIDGE_URL = 'ws://127.0.0.1:5001/ws';

/**
 * sessionStorage, not localStorage: the entry marks this tab as the station's own browser, and
 * in-app navigation drops the query that set it. The admin console opened from the kiosk page
 * ('Go to Deployment') runs in the same tab and origin, so it reads the same entry.
 */
const KEY = 'gp.bridge';

/** Remembers `url` as the bridge this tab's kiosk page uses; a URL off loopback is not kept. */
export function rememberBridgeUrl(url: string): void {
  const bridge = parseBridgeUrl(url);
  if (bridge === null) return;
  try {
    sessionStorage.setItem(KEY, bridge);
  } catch {
    // private mode: only this page load knows its bridge
  }
}

/**
 * The kiosk page's bridge socket URL: the `?bridge=` query parameter when it names a loopback
 * bridge (remembered, so in-app navigation still finds it), else the one remembered in this
 * tab, else the pod's fixed local port. Any other `?bridge=` is ignored.
 */
export function bridgeUrl(): string {
  const fromQuery = parseBridgeUrl(new URLSearchParams(location.search).get('bridge'));
  if (fromQuery !== null) {
    rememberBridgeUrl(fromQuery);
    return fromQuery;
  }
  return rememberedBridgeUrl() ?? DEFAULT_BRIDGE_URL;
}

/**
 * The bridge this tab's kiosk page used, or null when it used none: then the page does not run
 * on a pod (the admin console asks this before it tells the station anything). An entry off
 * loopback counts as none.
 */
export function rememberedBridgeUrl(): string | null {
  try {
    return parseBridgeUrl(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}
