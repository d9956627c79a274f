// The bridge's local socket as the pages speak it (pod-bridge/src/kiosk-socket.ts, which a UI may
// not import): the parts kiosk-ui and admin-ui both use. The kiosk's station state and commands
// stay in kiosk-ui.

/** The bridge's greeting: the pod it registered as, and the station's key (null while undeployed). */
export type BridgeHello = { op: 'hello'; pod_id: string | null; pod_id_key: string | null };

/** A relayed helper call's outcome; `ok: false` with status 0 when the bridge or helper never answered. */
export type HelperReply = { ok: boolean; status: number; message: string; data: Record<string, unknown> };

/** The answer to a page's `{op:'call'}`, paired with it by `id`. */
export type BridgeReply = { op: 'reply'; id: string | null } & HelperReply;

/** A page's request to relay a helper call (only the paths pod-bridge's KIOSK_CALLS allows). */
export type BridgeCall = {
  op: 'call';
  id: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
};
