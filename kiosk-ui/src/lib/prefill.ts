import { navigate } from 'wouter/use-browser-location';

/** A username and password handed to a login or sign-up form (sign-up passes them on). */
export type Prefill = { uname?: string; pass?: string };

/** Reads `uname` and `pass` from history.state or query parameters; anything else is ignored. */
export function prefillFrom(source: unknown): Prefill {
  if (typeof source !== 'object' || source === null) return {};
  const { uname, pass } = source as Record<string, unknown>;
  return { ...(typeof uname === 'string' ? { uname } : {}), ...(typeof pass === 'string' ? { pass } : {}) };
}

/** The page's query parameters as an object, for `prefillFrom`. */
export function queryParams(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.search));
}

/**
 * Leaves sign-up or reset for the login they came from: the kiosk's `/`, or the phone's
 * `/mobile-login/{remote id}`, with the username (and password) filled in.
 */
export function returnToLogin(remoteId: string | undefined, prefill: Prefill | null = null): void {
  navigate(remoteId ? `/mobile-login/${encodeURIComponent(remoteId)}` : '/', { state: prefill });
}
