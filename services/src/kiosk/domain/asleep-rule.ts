/** A pod whose kiosk has been idle this long is asleep, by the server's check (POD_ASLEEP_AFTER_MS overrides). */
export const POD_ASLEEP_AFTER_MS = 10 * 60_000;

export type AsleepFacts = {
  /** The pod's latest recorded kiosk activity and when it was recorded (undefined before any). */
  readonly latest: { readonly activity: string; readonly recorded_at: Date } | undefined;
  /** The station's helper says the pod is asleep (its bridge's last activity report). */
  readonly stationAsleep: boolean;
  readonly now: Date;
  readonly asleepAfterMs: number;
};

/**
 * The server's asleep check: a pod is asleep once its kiosk has been idle (nobody signed in, no
 * input) for `asleepAfterMs`, or sooner when the station's helper says it sleeps while the kiosk
 * is idle. The helper alone never puts a pod with a player, or a busy screen, to sleep.
 */
export function asleepByServerCheck(f: AsleepFacts): boolean {
  if (f.latest?.activity !== 'session_idle') return false;
  return f.stationAsleep || f.now.getTime() - f.latest.recorded_at.getTime() >= f.asleepAfterMs;
}
