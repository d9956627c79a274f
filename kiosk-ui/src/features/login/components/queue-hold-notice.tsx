import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { clockText } from '#lib/countdown.ts';
import { queueHold, watchQueueHold } from '../model/queue-hold-model.ts';
import './queue-hold-notice.css';

/**
 * While the pod is held for the next in the lab's queue: whom for, the hold's countdown, and
 * that only they can sign in. The login form stays below it for that player.
 */
export function QueueHoldNotice() {
  useSignals();
  useEffect(() => watchQueueHold(), []);
  const hold = queueHold.value;
  if (!hold) return null;
  return (
    <div className="queue-hold" role="status">
      <p className="queue-hold__head">Reserved for {hold.display_name}</p>
      <p className="queue-hold__sub">
        Only {hold.display_name} can sign in on this pod, for the next{' '}
        <span className="queue-hold__clock" role="timer">
          {clockText(hold.seconds_left)}
        </span>
        .
      </p>
    </div>
  );
}
