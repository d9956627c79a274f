import { parseChannel } from '@gamepod/contracts/realtime';
import { CLIENT_ADMIN, FACILITATOR, PLAYER, SUPER_ADMIN } from '../domain/roles.ts';

/** What the policy needs to know of a session. */
export type Subscriber = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly pod_id: string | null;
};

/** The role of a kiosk page's socket: it acts as its pod, not as a user. */
export const KIOSK_ROLE = 0;

/** A kiosk page's socket, authenticated by its session_id_key: it speaks for its pod only. */
export function podSubscriber(pod: { readonly id: string; readonly client_id: string }): Subscriber {
  return { user_id: `pod:${pod.id}`, role: KIOSK_ROLE, client_id: pod.client_id, pod_id: pod.id };
}

/** The staff who watch their client's fleet status (`client.<id>`): facilitators and client admins. */
const FLEET_WATCHERS: ReadonlySet<number> = new Set([FACILITATOR, CLIENT_ADMIN]);

/** The people a pod's kiosk page may be signed in as: its own pod session then listens for the pod. */
const POD_SEATED: ReadonlySet<number> = new Set([PLAYER, FACILITATOR]);

/**
 * Who may listen to a channel.
 * - `kiosk.<pod>`: the pod's kiosk socket alone (role 0, signed in by the pod's session key),
 *   not even a super admin; it carries what only that page may hold (a phone login's code).
 * - `pod.<pod>`: what the pod's kiosk page acts on (commands, schedule, branding, alerts, the
 *   QR hand-shake). Its kiosk socket hears it, and so does the player or facilitator signed in
 *   on that pod (the page listens as them then). Nobody else: no admin needs a pod's pushes.
 * - `client.<client>`: the fleet status, for that client's facilitators and client admins.
 * - `lab.<lab>`: that client's client admins.
 * - `user.<user>`: that user.
 * Super admins (4) hear every client, lab and user channel. A kiosk socket hears its own pod's
 * pod and kiosk channels and nothing else. `owner` is the client that owns the lab the channel
 * names, which the caller resolves from the read models (null when there is no such lab).
 */
export function canSubscribe(who: Subscriber, channel: string, owner: string | null = null): boolean {
  const parsed = parseChannel(channel);
  if (!parsed) return false;
  const ownPod = who.pod_id !== null && parsed.id === who.pod_id;
  if (who.role === KIOSK_ROLE) return (parsed.scope === 'pod' || parsed.scope === 'kiosk') && ownPod;
  switch (parsed.scope) {
    case 'kiosk':
      return false;
    case 'pod':
      return POD_SEATED.has(who.role) && ownPod;
    case 'user':
      return who.role === SUPER_ADMIN || parsed.id === who.user_id;
    case 'client':
      return (
        who.role === SUPER_ADMIN ||
        (FLEET_WATCHERS.has(who.role) && who.client_id !== null && parsed.id === who.client_id)
      );
    case 'lab':
      return (
        who.role === SUPER_ADMIN || (who.role === CLIENT_ADMIN && who.client_id !== null && owner === who.client_id)
      );
    default: {
      const never: never = parsed.scope;
      return never;
    }
  }
}

/**
 * True when `canSubscribe` may answer otherwise once it knows the channel's owner: only a
 * client admin's lab channels. Callers skip the read-model lookup for everyone else.
 */
export function ownerMatters(who: Subscriber, scope: string): boolean {
  return who.role === CLIENT_ADMIN && scope === 'lab';
}

/** Finds which client owns the lab a channel names; null for an unknown lab. */
export type ChannelOwners = (scope: 'lab', id: string) => Promise<string | null>;
