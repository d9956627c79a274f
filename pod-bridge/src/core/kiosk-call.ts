import { CallMessage, KIOSK_CALLS } from '@gamepod/contracts/bridge-socket';
import { Compile } from 'typebox/compile';
import type { HelperCall } from './helper-call.ts';

const callMessage = Compile(CallMessage);
const callId = Compile(CallMessage.properties.id);

/** A page's request to relay a helper call; `id` pairs it with the reply. */
export type KioskCall = { readonly id: string; readonly call: HelperCall };

/** A call the bridge will not relay, why, and the id to answer with when the call had a usable one. */
export type RefusedCall = { readonly id: string | null; readonly refused: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a page's `call` message (`CallMessage`: a path on the allow-list, in the method that
 * path takes). Returns the helper call, or why it is refused (off the list, wrong method,
 * malformed) with the id when there is one to answer.
 *
 * @example parseKioskCall({ op: 'call', id: 'k1', method: 'GET', path: '/kiosk/check/pod_id' }) // { id: 'k1', call: { method: 'GET', … } }
 */
export function parseKioskCall(message: unknown): KioskCall | RefusedCall {
  if (!callMessage.Check(message)) return refusal(message);
  const { id, method, path, body } = message;
  if (method !== KIOSK_CALLS[path]) return { id, refused: `${path} takes ${KIOSK_CALLS[path]}` };
  return { id, call: method === 'POST' ? { method, path, body: body ?? {} } : { method, path } };
}

function refusal(message: unknown): RefusedCall {
  const id = isRecord(message) && callId.Check(message.id) ? message.id : null;
  const first = callMessage.Errors(message)[0];
  const field = first?.instancePath.slice(1) ?? '';
  if (field === 'path') return { id, refused: `path not allowed: ${String((message as { path?: unknown }).path)}` };
  return { id, refused: `${field || 'the message'} ${first?.message ?? 'is not a call'}` };
}
