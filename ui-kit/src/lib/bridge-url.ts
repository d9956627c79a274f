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

const wsUrl = (url: string | null): url is string => url !== null && /^wss?:\/\//.test(url);

/** Remembers `url` as the bridge this tab's kiosk page uses. */
export function rememberBridgeUrl(url: string): void {
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    // private mode: only this page load knows its bridge
  }
}

/**
 * The kiosk page's bridge socket URL: the `?bridge=` query parameter when present (remembered, so
 * in-app navigation still finds it), else the one remembered in this tab, else the pod's fixed
 * local port.
 */
export function bridgeUrl(): string {
  const fromQuery = new URLSearchParams(location.search).get('bridge');
  if (wsUrl(fromQuery)) {
    rememberBridgeUrl(fromQuery);
    return fromQuery;
  }
  return rememberedBridgeUrl() ?? DEFAULT_BRIDGE_URL;
}

/**
 * The bridge this tab's kiosk page used, or null when it used none: then the page does not run
 * on a pod (the admin console asks this before it tells the station anything).
 */
export function rememberedBridgeUrl(): string | null {
  try {
    const url = sessionStorage.getItem(KEY);
    return wsUrl(url) ? url : null;
  } catch {
    return null;
  }
}
