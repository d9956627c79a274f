import type { HelperCall } from './helper-call.ts';

/**
 * The helper calls a kiosk page may make through its bridge (kiosk spec §7). The page never
 * reaches the helper itself: the bridge relays these and nothing else, so a page cannot reboot
 * or reset the station (those are pod commands, issued by staff and recorded in the log).
 */
export const KIOSK_CALLS: Readonly<Record<string, 'GET' | 'POST'>> = {
  '/kiosk/check/pod_id': 'GET',
  '/kiosk/check/mac_address': 'GET',
  '/kiosk/acknowledge/logout_pod': 'GET',
  '/kiosk/set/vol_change': 'POST',
  '/kiosk/set/pod_emergency': 'POST',
  '/kiosk/set/login_pod': 'POST',
  '/kiosk/set/logout_web': 'POST',
  '/kiosk/set/session_activity': 'POST',
  '/kiosk/set/stream_default': 'POST',
  '/kiosk/set/streaming': 'POST',
  '/kiosk/set/player_web_time': 'POST',
  // The admin console opened on the station provisions it (admin spec §4 "Pod deploy", "Lock
  // switch"): after a deploy or an edit it gives the helper the pod's key and type, and the
  // lock switch of this very pod sets pod_disabled at once. The page already holds the key
  // (the hello carries it), and a lockout that matters still reaches the helper as a command.
  '/kiosk/set/pod_id': 'POST',
  '/kiosk/set/pod_type': 'POST',
  '/kiosk/set/pod_disabled': 'POST',
};

/** A page's request to relay a helper call; `id` pairs it with the reply. */
export type KioskCall = { readonly id: string; readonly call: HelperCall };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads `{op:'call', id, method, path, body?}` from a page. Returns the call, or why it is
 * refused (unknown path, wrong method, malformed) with the id when there is one to answer.
 */
export function parseKioskCall(message: unknown): KioskCall | { readonly id: string | null; readonly refused: string } {
  if (!isRecord(message)) return { id: null, refused: 'not an object' };
  const id = typeof message.id === 'string' && message.id.length <= 64 ? message.id : null;
  if (id === null) return { id: null, refused: 'id must be a string of at most 64 characters' };
  const { method, path, body } = message;
  if (typeof path !== 'string' || !Object.hasOwn(KIOSK_CALLS, path))
    return { id, refused: `path not allowed: ${String(path)}` };
  if (method !== KIOSK_CALLS[path]) return { id, refused: `${path} takes ${KIOSK_CALLS[path]}` };
  if (body !== undefined && !isRecord(body)) return { id, refused: 'body must be an object' };
  return { id, call: method === 'POST' ? { method, path, body: body ?? {} } : { method: 'GET', path } };
}
