import type { QueuePlace } from '@gamepod/contracts/http';
import { estimateText, PLATFORM_NAMES } from '../model/queue-texts.ts';

/**
 * The player's place: number in line, ticket, what they wait for and the estimate, read out when
 * it changes. Once a pod is held for them the wait is over: the ticket and what they waited for
 * stay, the number and the estimate go (the news above names the pod).
 */
export function PlaceCard({ place }: { readonly place: QueuePlace }) {
  const waiting = !place.offer;
  return (
    <div className="queue-place" role="status" aria-live="polite" aria-atomic="true">
      {waiting ? (
        <p className="queue-place__position">
          <span className="queue-place__label">Your place in line</span>{' '}
          <strong className="queue-place__number">{place.position ?? '–'}</strong>
        </p>
      ) : null}
      <dl className="queue-place__facts">
        <div>
          <dt>Ticket</dt>
          <dd>{place.ticket ?? '–'}</dd>
        </div>
        <div>
          <dt>Waiting for</dt>
          <dd>{place.platform ? `The next free ${PLATFORM_NAMES[place.platform]}` : 'The next free Gamepod'}</dd>
        </div>
        {waiting ? (
          <div>
            <dt>Estimated wait</dt>
            <dd>{estimateText(place)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
