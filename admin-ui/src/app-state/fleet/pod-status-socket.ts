// The live fleet status in the console (Manage Your Pods, the Status Report): services push
// `status.pod` on `client.<client id>` when a pod's activity, online state, lock-out or volume
// changes ("Live fleet status" in docs/architecture.md). One socket per open screen; the
// screen's poll covers the time it is down.
import { POD_STATUS_KIND, type PodStatusPush } from '@gamepod/contracts/realtime';
import { watchClientPushes } from './client-push-socket.ts';

/**
 * Listens to the pod status pushes of `clientId`'s pods as the signed-in user (`token`),
 * reconnecting until stopped. `onLink` hears whether the socket is subscribed.
 *
 * @example useEffect(() => watchPodStatus(clientId, token, applyStatus), [clientId, token]);
 */
export function watchPodStatus(
  clientId: string,
  token: string,
  onStatus: (push: PodStatusPush) => void,
  onLink: (up: boolean) => void = () => undefined,
): () => void {
  return watchClientPushes([clientId], token, POD_STATUS_KIND, onStatus, onLink);
}
