import { parseChannel } from './channels.ts';

/** What the policy needs to know of a session. */
export type Subscriber = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly pod_id: string | null;
};

/**
 * Who may listen to a channel. Super admins (4) hear everything. Everyone hears their own
 * user channel and their own client's channel, and a session bound to a pod hears that pod.
 * Client admins (3) hear the pods and labs of their own client: `owner` is the client that
 * owns the pod or lab the channel names, which the caller resolves from the read models
 * (null when there is no such pod or lab).
 */
export function canSubscribe(who: Subscriber, channel: string, owner: string | null = null): boolean {
  const parsed = parseChannel(channel);
  if (!parsed) return false;
  if (who.role === 4) return true;
  const ownClient = who.client_id !== null && owner === who.client_id;
  switch (parsed.scope) {
    case 'user':
      return parsed.id === who.user_id;
    case 'client':
      return who.client_id !== null && parsed.id === who.client_id;
    case 'pod':
      return (who.role === 3 && ownClient) || (who.pod_id !== null && parsed.id === who.pod_id);
    case 'lab':
      return who.role === 3 && ownClient;
    default: {
      const never: never = parsed.scope;
      return never;
    }
  }
}

/** Finds which client owns the pod or lab a channel names; null for other channels or unknown ids. */
export type ChannelOwners = (scope: 'pod' | 'lab', id: string) => Promise<string | null>;
