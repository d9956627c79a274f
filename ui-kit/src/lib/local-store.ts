/**
 * What the apps keep in the browser between page loads: the pod session data,
 * the user session, save-seat entries and the emergency alerts already viewed. kiosk-ui and
 * admin-ui share one origin and these keys: a session one app stores, the other reads. Keys
 * are prefixed so a cleared store never touches another app's data on the same origin.
 */
const PREFIX = 'gp.';

export type StoreKey = 'pod_session' | 'user_session' | 'save_seat' | 'viewed_alerts' | 'reservation';

/** Reads a JSON value; a missing, unreadable or unparsable entry is `null`. */
export function readStored<T>(key: StoreKey): T | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: StoreKey, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // a full or disabled store only costs us persistence across reloads
  }
}

export function removeStored(...keys: StoreKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(PREFIX + key);
    } catch {
      // see writeStored
    }
  }
}

/** Expires every cookie this page can see (the login screen starts from nothing). */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the document.cookie setter; Cookie Store API is missing on older kiosk browsers
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** What visiting the login screen forgets: user and pod session data, save-seat entries and cookies. */
export function clearSessionData(): void {
  removeStored('pod_session', 'user_session', 'save_seat');
  clearCookies();
}
