import type { RealtimeHub } from './realtime-hub.ts';

/**
 * The messages a kiosk acts on from channel `pod.<id>`, kind 'message-send' (identity contract, "Realtime pushes").
 * 'branding': the client's logo or theme, or the lab's home images, changed; read /kiosk/theme_logo again.
 */
export type PodMessage = 'remote_init' | 'remote_init_reg_forgot' | 'login' | 'emergency_alert' | 'branding';

/** What rides along with a pod message: the phone's login, or the alert to show. */
export type PodMessageExtra = { readonly user?: unknown; readonly alert?: unknown };

/**
 * The spec's SendMessage payload. The kiosk acts only when `data.pod` is its pod and
 * `server_info` is 'production' (kiosk spec §4, "QR flow").
 */
export function podMessagePayload(podId: string, message: PodMessage, extra: PodMessageExtra = {}) {
  return { status: true, message, data: { pod: podId, ...extra }, server_info: 'production' } as const;
}

/**
 * Pushes a message to a pod's kiosk, on whichever services instance holds its socket.
 *
 * @example pushToPod(app.realtime, pod.id, 'remote_init');
 */
export function pushToPod(hub: RealtimeHub, podId: string, message: PodMessage, extra: PodMessageExtra = {}): void {
  hub.publish(`pod.${podId}`, 'message-send', podMessagePayload(podId, message, extra));
}
