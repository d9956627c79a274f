/** A phone login's code is good for 60 s after the phone signed in: the pod's QR countdown. */
export const LOGIN_CODE_TTL_MS = 60_000;

/** What waits for the pod's kiosk between the phone's login and the kiosk's redemption. */
export type PendingLogin<User> = {
  /** The pod whose kiosk alone may redeem it. */
  readonly pod_id: string;
  /**
   * The sha256 of the kiosk session that alone may redeem it: the page whose QR code the phone
   * scanned, or the page the pod's station vouches for (an admin's remote sign-in). Absent:
   * any live session of the pod (a pending login stored before this field was always set).
   */
  readonly kiosk_session?: string;
  /** ISO time after which the code is dead. */
  readonly expires_at: string;
  /** The session the phone started, token included: the kiosk signs in with it. */
  readonly user: User;
};

/** Why a redemption fails, or 'ok'. */
export type Redemption = 'ok' | 'expired' | 'other-pod';

/**
 * The pending login a sign-in leaves for `podId`'s kiosk, alive for 60 s from `now`; with
 * `kioskSession`, for that kiosk session's page alone.
 */
export function pendingLogin<User>(podId: string, user: User, now: Date, kioskSession?: string): PendingLogin<User> {
  return {
    pod_id: podId,
    ...(kioskSession ? { kiosk_session: kioskSession } : {}),
    expires_at: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
    user,
  };
}

/**
 * Judges a redemption at `now` by the kiosk session `kioskSession` of `podId`: only the kiosk of
 * the pod the phone signed in on may redeem (the very page whose QR code it scanned, when it
 * scanned one), and only until the code expires.
 */
export function judgeRedemption(
  pending: Pick<PendingLogin<unknown>, 'pod_id' | 'kiosk_session' | 'expires_at'>,
  redeemer: { readonly pod_id: string; readonly kiosk_session: string },
  now: Date,
): Redemption {
  if (pending.pod_id !== redeemer.pod_id) return 'other-pod';
  if (pending.kiosk_session !== undefined && pending.kiosk_session !== redeemer.kiosk_session) return 'other-pod';
  if (Date.parse(pending.expires_at) <= now.getTime()) return 'expired';
  return 'ok';
}
