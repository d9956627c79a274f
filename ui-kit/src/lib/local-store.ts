/**
 * What the apps keep in the browser between page loads: the pod session data,
 * the user session, save-seat entries and the emergency alerts already viewed. kiosk-ui and
 * admin-ui share one origin and these keys: a session one app stores, the other reads. Keys
 * are prefixed so a cleared store never touches another app's data on the same origin.
 */
const PREFIX = 'gp.';

export type StoreKey = 'pod_session' | 'user_session' | 'save_seat' | 'viewed_alerts' | 'reservation';

type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** The page's localStorage; outside a browser (a model's unit test) there is none and nothing persists. */
const pageStore = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;

/** Reads a JSON value; a missing, unreadable or unparsable entry is `null`. */
export function readStored<T>(key: StoreKey): T | null {
  try {
    const text = pageStore()?.getItem(PREFIX + key) ?? null;
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: StoreKey, value: unknown): void {
  try {
    pageStore()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // a full or disabled store only costs us persistence across reloads
  }
}

export function removeStored(...keys: StoreKey[]): void {
  for (const key of keys) {
    try {
      pageStore()?.removeItem(PREFIX + key);
    } catch {
      // see writeStored
    }
  }
}
