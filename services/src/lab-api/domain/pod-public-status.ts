/** A pod with no heartbeat for this long is offline (the fleet status calls it missing after the same 30 s). */
export const OFFLINE_AFTER_MS = 30_000;

/** What a pod's live status is judged from. */
export type PodStatusFacts = {
  readonly lock_out: boolean;
  readonly in_use: boolean;
  readonly last_heartbeat_at: Date | null;
};

/** A pod's public status: offline outranks locked, locked outranks busy. */
export function publicPodStatus(f: PodStatusFacts, now: Date): 'free' | 'busy' | 'locked' | 'offline' {
  if (!f.last_heartbeat_at || now.getTime() - f.last_heartbeat_at.getTime() > OFFLINE_AFTER_MS) return 'offline';
  if (f.lock_out) return 'locked';
  return f.in_use ? 'busy' : 'free';
}
