/** A phone login's code is good for 60 s after the phone signed in: the pod's QR countdown. */
export const LOGIN_CODE_TTL_MS = 60_000;

/** What waits for the pod's kiosk between the phone's login and the kiosk's redemption. */
export type PendingLogin<User> = {
  /** The pod whose kiosk alone may redeem it. */
  readonly pod_id: string;
  /** ISO time after which the code is dead. */
  readonly expires_at: string;
  /** The session the phone started, token included: the kiosk signs in with it. */
  readonly user: User;
};

/** Why a redemption fails, or 'ok'. */
export type Redemption = 'ok' | 'expired' | 'other-pod';

/** The pending login a phone sign-in leaves for `podId`'s kiosk, alive for 60 s from `now`. */
export function pendingLogin<User>(podId: string, user: User, now: Date): PendingLogin<User> {
  return { pod_id: podId, expires_at: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(), user };
}

/**
 * Judges a kiosk's redemption at `now`: only the kiosk of the pod the phone signed in on may
 * redeem, and only until the code expires.
 */
export function judgeRedemption(
  pending: Pick<PendingLogin<unknown>, 'pod_id' | 'expires_at'>,
  podId: string,
  now: Date,
): Redemption {
  if (pending.pod_id !== podId) return 'other-pod';
  if (Date.parse(pending.expires_at) <= now.getTime()) return 'expired';
  return 'ok';
}
