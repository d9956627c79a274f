import { removeStored } from './local-store.ts';

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
