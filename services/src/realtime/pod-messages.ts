import type { RealtimeHub } from './realtime-hub.ts';

/**
 * The messages a kiosk acts on from channel `pod.<id>`, kind 'message-send' (identity contract, "Realtime pushes").
 * 'branding': the client's logo or theme, or the lab's home images, changed; read /kiosk/theme_logo again.
 */
export type PodMessage = 'remote_init' | 'remote_init_reg_forgot' | 'login' | 'emergency_alert' | 'branding';

/**
 * What rides along with a pod message: the one-time code that redeems the phone's login
 * (at /user/mobile_login/redeem, with the kiosk's session key), or the alert to show.
 */
export type PodMessageExtra = { readonly login_code?: string; readonly alert?: unknown };

/**
 * The spec's SendMessage payload. The kiosk acts only when `data.pod` is its pod and
 * `server_info` is 'production' (kiosk spec §4, "QR flow"). `data.user` is always null: a
 * user's session never rides a channel; a phone login sends a one-time code instead.
 */
export function podMessagePayload(podId: string, message: PodMessage, extra: PodMessageExtra = {}) {
  return { status: true, message, data: { pod: podId, user: null, ...extra }, server_info: 'production' } as const;
}

/**
 * Pushes a message to what a pod's kiosk page listens to (`pod.<id>`), on whichever services
 * instance holds its socket.
 *
 * @example pushToPod(app.realtime, pod.id, 'remote_init');
 */
export function pushToPod(hub: RealtimeHub, podId: string, message: PodMessage, extra: PodMessageExtra = {}): void {
  hub.publish(`pod.${podId}`, 'message-send', podMessagePayload(podId, message, extra));
}

/**
 * Pushes a message to the pod's kiosk socket alone (`kiosk.<id>`, which only a socket signed
 * in with that pod's session key may hear): for what nobody else may learn, a login code.
 *
 * @example pushToKiosk(app.realtime, pod.id, 'login', { login_code });
 */
export function pushToKiosk(hub: RealtimeHub, podId: string, message: PodMessage, extra: PodMessageExtra = {}): void {
  hub.publish(`kiosk.${podId}`, 'message-send', podMessagePayload(podId, message, extra));
}
