import type { HelperCall } from './helper-call.ts';

/** What a relayed helper call means for the bridge's registration with services. */
export type KeyChange =
  | { readonly kind: 'none' }
  /** An undeployed station was just given a key: register now, not at the end of the backoff. */
  | { readonly kind: 'register-now' }
  /** The bridge runs under another key: leave that pod and register again with the new one. */
  | { readonly kind: 'reregister' };

const NONE: KeyChange = { kind: 'none' };

/** The key a `/kiosk/set/pod_id` body names, read as the helper reads it ('' undeploys). */
function keyIn(call: HelperCall): string {
  const raw = call.body?.pod_id;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return typeof raw === 'string' ? raw.trim() : '';
}

/**
 * Reads a relayed helper call for a change of the station's key: a page (the admin console on
 * the station) that deploys a pod gives the helper its `pod_id_key` with `/kiosk/set/pod_id`.
 * `registeredKey` is the key the bridge registered with, null while it has not.
 *
 * @example keyChangeAfter(post('/kiosk/set/pod_id', { pod_id: 'GP-…' }), true, null) // { kind: 'register-now' }
 */
export function keyChangeAfter(call: HelperCall, succeeded: boolean, registeredKey: string | null): KeyChange {
  if (!succeeded || call.method !== 'POST' || call.path !== '/kiosk/set/pod_id') return NONE;
  const key = keyIn(call);
  if (registeredKey === null) return key === '' ? NONE : { kind: 'register-now' };
  return key === registeredKey ? NONE : { kind: 'reregister' };
}
