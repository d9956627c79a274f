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
 * Client admins (3) hear any pod and lab for now: ownership of pods and labs lives in read
 * models that later issues add, and will narrow this to their own client's.
 */
export function canSubscribe(who: Subscriber, channel: string): boolean {
  const parsed = parseChannel(channel);
  if (!parsed) return false;
  if (who.role === 4) return true;
  switch (parsed.scope) {
    case 'user':
      return parsed.id === who.user_id;
    case 'client':
      return who.client_id !== null && parsed.id === who.client_id;
    case 'pod':
      return who.role === 3 || (who.pod_id !== null && parsed.id === who.pod_id);
    case 'lab':
      return who.role === 3;
    default: {
      const never: never = parsed.scope;
      return never;
    }
  }
}
