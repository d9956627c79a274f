/**
 * The messages a kiosk acts on from channel `pod.<id>`, kind 'message-send'.
 * 'branding': the client's logo or theme, or the lab's home images, changed; read /kiosk/theme_logo again.
 * 'emergency_alert' / 'emergency_alert_ended': show an emergency alert, or take it off the screen.
 * 'alert': an alert for players started showing; a signed-in player reads it now.
 * 'system_message': a text the kiosk looks up by key changed.
 */
export type PodMessage =
  | 'remote_init'
  | 'remote_init_reg_forgot'
  | 'login'
  | 'emergency_alert'
  | 'emergency_alert_ended'
  | 'alert'
  | 'system_message'
  | 'branding';

/**
 * What rides along with a pod message: the one-time code that redeems the phone's login
 * (at /user/mobile_login/redeem, with the kiosk's session key), the alert to show, or the message
 * that changed.
 */
export type PodMessageExtra = {
  readonly login_code?: string;
  readonly alert?: unknown;
  /** 'system_message': the message saved, and a key it no longer holds. */
  readonly message?: unknown;
  readonly removed_key?: string | null;
};

/**
 * The SendMessage payload of kind 'message-send', on `pod.<id>` (or, for a phone login's code,
 * on the kiosk's own `kiosk.<id>`). The kiosk acts only when `data.pod` is its pod and
 * `server_info` is 'production'.
 */
export function podMessagePayload(podId: string, message: PodMessage, extra: PodMessageExtra = {}) {
  return { status: true, message, data: { pod: podId, user: null, ...extra }, server_info: 'production' } as const;
}
