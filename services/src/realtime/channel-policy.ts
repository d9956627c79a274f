import { CLIENT_ADMIN, SUPER_ADMIN } from '../domain/roles.ts';
import { parseChannel } from './channels.ts';

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

/**
 * Who may listen to a channel. A kiosk socket (role 0) hears its own pod's channel and
 * nothing else, not even its client's. Super admins (4) hear everything. Everyone hears their own
 * user channel and their own client's channel, and a session bound to a pod hears that pod.
 * Client admins (3) hear the pods and labs of their own client: `owner` is the client that
 * owns the pod or lab the channel names, which the caller resolves from the read models
 * (null when there is no such pod or lab).
 */
export function canSubscribe(who: Subscriber, channel: string, owner: string | null = null): boolean {
  const parsed = parseChannel(channel);
  if (!parsed) return false;
  if (who.role === KIOSK_ROLE) return parsed.scope === 'pod' && who.pod_id !== null && parsed.id === who.pod_id;
  if (who.role === SUPER_ADMIN) return true;
  const ownClient = who.client_id !== null && owner === who.client_id;
  switch (parsed.scope) {
    case 'user':
      return parsed.id === who.user_id;
    case 'client':
      return who.client_id !== null && parsed.id === who.client_id;
    case 'pod':
      return (who.role === CLIENT_ADMIN && ownClient) || (who.pod_id !== null && parsed.id === who.pod_id);
    case 'lab':
      return who.role === CLIENT_ADMIN && ownClient;
    default: {
      const never: never = parsed.scope;
      return never;
    }
  }
}

/**
 * True when `canSubscribe` may answer otherwise once it knows the channel's owner: only a
 * client admin's pod and lab channels. Callers skip the read-model lookup for everyone else.
 */
export function ownerMatters(who: Subscriber, scope: string): boolean {
  return who.role === CLIENT_ADMIN && (scope === 'pod' || scope === 'lab');
}

/** Finds which client owns the pod or lab a channel names; null for other channels or unknown ids. */
export type ChannelOwners = (scope: 'pod' | 'lab', id: string) => Promise<string | null>;
