/** A username and password handed to a login or sign-up form (spec §2: sign-up passes them on). */
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
