/** Where a pod's bridge listens unless the page is told otherwise (DESIGN.md open question, settled in docs). */
export const DEFAULT_BRIDGE_URL = 'ws://127.0.0.1:5001/ws';
const KEY = 'gp.bridge';

/**
 * The bridge socket URL: the `?bridge=` query parameter when present (kept in sessionStorage so
 * in-app navigation, which drops the query, still finds it), else the pod's fixed local port.
 */
export function bridgeUrl(): string {
  const fromQuery = new URLSearchParams(location.search).get('bridge');
  if (fromQuery && /^wss?:\/\//.test(fromQuery)) {
    try {
      sessionStorage.setItem(KEY, fromQuery);
    } catch {
      // private mode: the query still works for this load
    }
    return fromQuery;
  }
  try {
    return sessionStorage.getItem(KEY) ?? DEFAULT_BRIDGE_URL;
  } catch {
    return DEFAULT_BRIDGE_URL;
  }
}
