import { CLOUD_DISCONNECTED, clearSessionData, DISCONNECT_RELOAD_MS } from '@gamepod/ui-kit';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { realtimeUp } from './realtime-model.ts';

/** How long the services socket may be down before it counts as network loss: a restart or a blip is not. */
export const NETWORK_LOSS_GRACE_MS = 15_000;

/**
 * While someone is signed in: when the services socket stays down past the grace period,
 * clear the local session data, say so for 3 s, then reload (the start-up flow takes over
 * from there). Returns the stop.
 */
export function watchNetworkLoss(reload: () => void = () => location.reload()): () => void {
  let grace: ReturnType<typeof setTimeout> | undefined;
  let reloading: ReturnType<typeof setTimeout> | undefined;
  const stop = realtimeUp.subscribe((up) => {
    if (up) {
      clearTimeout(grace);
      grace = undefined;
      return;
    }
    if (grace || reloading) return;
    grace = setTimeout(() => {
      clearSessionData();
      showToast('error', CLOUD_DISCONNECTED, '', DISCONNECT_RELOAD_MS);
      reloading = setTimeout(reload, DISCONNECT_RELOAD_MS);
    }, NETWORK_LOSS_GRACE_MS);
  });
  return () => {
    stop();
    clearTimeout(grace);
  };
}
