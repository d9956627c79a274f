/** The kiosk marks itself idle after this long without a touch or a key while nobody is signed in. */
export const KIOSK_IDLE_AFTER_MS = 30_000;
/** How often the idle rule is checked. */
export const IDLE_CHECK_MS = 2_000;
/** How often the kiosk pushes its last activity again, so the server's picture of the pod stays fresh. */
export const ACTIVITY_PUSH_MS = 60_000;

/**
 * Whether the kiosk turns idle now: 30 s without input while nobody is signed in (a signed-in
 * player is never idle), and only once until input resets it.
 */
export function turnsIdle(o: { idle: boolean; signedIn: boolean; lastInputMs: number; nowMs: number }): boolean {
  return !o.idle && !o.signedIn && o.nowMs - o.lastInputMs >= KIOSK_IDLE_AFTER_MS;
}
