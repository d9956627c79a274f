import { useSignals } from '@preact/signals-react/runtime';
import { navigate } from 'wouter/use-browser-location';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { email, heldForQueue } from '../model/login-model.ts';
import { stationQueueOpen } from '../model/queue-offer-model.ts';

/**
 * "Join the queue" on the login screen: offered plainly while the lab's queue is open, and
 * first of all when a login was refused because this pod is held for the next player in line. Joining signs in only to
 * queue, so this station stays free. Venues that sign in through their identity provider
 * have no form to queue with here.
 */
export function QueueOffer() {
  useSignals();
  if (podSession.value?.sso_active === 1) return null;
  const held = heldForQueue.value;
  if (!held && !stationQueueOpen.value) return null;
  const go = () => navigate('/queue', { state: { uname: email.value.trim(), held } });
  return (
    <div className={`queue-offer${held ? ' queue-offer--held' : ''}`}>
      {held ? (
        <p className="queue-offer__text" role="status">
          Held for someone in the queue: join it for the next free Gamepod.
        </p>
      ) : null}
      <KioskButton block variant={held ? 'primary' : 'ghost'} onClick={go}>
        {held ? 'Join the queue' : 'All Gamepods taken? Join the queue'}
      </KioskButton>
    </div>
  );
}
