import type { MessageSendPush, PodMessage } from '@gamepod/contracts/realtime';

/**
 * What rides along with a pod message: the one-time code that redeems the phone's login
 * (at /user/mobile_login/redeem, with the kiosk's session key), the alert to show or take off
 * the screen, or the system message that changed and a key it no longer holds.
 */
export type PodMessageExtra = Omit<MessageSendPush['data'], 'pod' | 'user'>;

/**
 * The `message-send` push on `pod.<id>` (or, for a phone login's code, on the kiosk's own
 * `kiosk.<id>`). The kiosk acts only when `data.pod` is its pod and `server_info` is 'production'.
 */
export function podMessagePayload(podId: string, message: PodMessage, extra: PodMessageExtra = {}): MessageSendPush {
  return { status: true, message, data: { pod: podId, user: null, ...extra }, server_info: 'production' };
}
