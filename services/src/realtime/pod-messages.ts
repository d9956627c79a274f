/**
 * The messages a kiosk acts on from channel `pod.<id>`, kind 'message-send'.
 * 'branding': the client's logo or theme, or the lab's home images, changed; read /kiosk/theme_logo again.
 */
export type PodMessage = 'remote_init' | 'remote_init_reg_forgot' | 'login' | 'emergency_alert' | 'branding';

/**
 * What rides along with a pod message: the one-time code that redeems the phone's login
 * (at /user/mobile_login/redeem, with the kiosk's session key), or the alert to show.
 */
export type PodMessageExtra = { readonly login_code?: string; readonly alert?: unknown };

/**
 * The SendMessage payload of kind 'message-send', on `pod.<id>` (or, for a phone login's code,
 * on the kiosk's own `kiosk.<id>`). The kiosk acts only when `data.pod` is its pod and
 * `server_info` is 'production'.
 */
export function podMessagePayload(podId: string, message: PodMessage, extra: PodMessageExtra = {}) {
  return { status: true, message, data: { pod: podId, user: null, ...extra }, server_info: 'production' } as const;
}
