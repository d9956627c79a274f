/**
 * The helper calls a kiosk page may make through its bridge, each with the one method it takes.
 * The page never reaches the helper itself: the bridge relays these and nothing else, so a page
 * cannot reboot or reset the station (those are pod commands, issued by staff and recorded in the
 * log), nor light its LEDs.
 */
export const KIOSK_CALLS = {
  '/kiosk/check/pod_id': 'GET',
  '/kiosk/check/mac_address': 'GET',
  '/kiosk/acknowledge/logout_pod': 'GET',
  // whether the station's browser holds an identity provider's session: the logout screen ends it
  '/kiosk/check/web_sso': 'GET',
  // the buttons panel tells the console: Return to Menu brings the menu forward, Logout Now leaves the game
  '/kiosk/create/push_menu': 'GET',
  '/kiosk/create/push_end': 'GET',
  // the logout screen's ready signal (ready_web) and the station's own readiness (ready_pod)
  '/kiosk/check/ready_web': 'GET',
  '/kiosk/check/ready_pod': 'GET',
  // one-shot: reading it true clears it, so the page that acts on it reads it, not the bridge
  '/kiosk/check/web_reset': 'GET',
  // the level to unmute back to (volume_before_mute)
  '/kiosk/check/mute_unmute': 'GET',
  '/kiosk/set/vol_change': 'POST',
  '/kiosk/set/pod_emergency': 'POST',
  '/kiosk/set/login_pod': 'POST',
  '/kiosk/set/logout_web': 'POST',
  '/kiosk/set/session_activity': 'POST',
  '/kiosk/set/stream_default': 'POST',
  '/kiosk/set/streaming': 'POST',
  '/kiosk/set/player_web_time': 'POST',
  // the buttons panel's Dome toggle: the player mutes or unmutes the pod's dome speaker
  '/kiosk/set/pod_dome_mute': 'POST',
  // The admin console opened on the station provisions it: after a deploy or an edit it gives the
  // helper the pod's key and type, and the lock switch of this very pod sets pod_disabled at once.
  // The page already holds the key (the hello carries it), and a lockout that matters still
  // reaches the helper as a command.
  '/kiosk/set/pod_id': 'POST',
  '/kiosk/set/pod_type': 'POST',
  '/kiosk/set/pod_disabled': 'POST',
  // The pod dashboard's XD switches: staff signed in on the station turn a platform off or on
  // (xb_disabled, ps_disabled, sw_disabled, pc_disabled); a game launch on it is then refused.
  '/kiosk/set/xd_disabled': 'POST',
} as const;

/** A helper path a page may call through its bridge. */
export type KioskCallPath = keyof typeof KIOSK_CALLS;

/** The method `P` takes. */
export type KioskCallMethod<P extends KioskCallPath = KioskCallPath> = (typeof KIOSK_CALLS)[P];

/** The paths a page calls with GET. */
export type KioskGetPath = { [P in KioskCallPath]: KioskCallMethod<P> extends 'GET' ? P : never }[KioskCallPath];

/** The paths a page calls with POST, a body beside. */
export type KioskPostPath = Exclude<KioskCallPath, KioskGetPath>;

/** Every path on the allow-list. */
export const KIOSK_CALL_PATHS = Object.keys(KIOSK_CALLS) as KioskCallPath[];

/** Whether `path` is on the allow-list (own keys only: `__proto__` is not a call). */
export const isKioskCallPath = (path: unknown): path is KioskCallPath =>
  typeof path === 'string' && Object.hasOwn(KIOSK_CALLS, path);
