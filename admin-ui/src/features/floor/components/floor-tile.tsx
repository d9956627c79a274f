import type { FloorPod } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { gameText, minutesSince, minutesText, playerText, reservationText, STATE_LABEL } from '#lib/floor-text.ts';
import { compFor, floorNow, logOut, messageFor, running, toggleLock } from '../model/floor-model.ts';

/** One pod on the floor: its state, who is on it, what they play where, their time, what comes next, and its actions. */
export function FloorTile({ pod }: { pod: FloorPod }) {
  useSignals();
  const now = floorNow.value;
  const busy = running.value?.pod_id === pod.pod_id ? running.value.action : null;
  const player = playerText(pod.player);
  const game = gameText(pod.game);
  const played = minutesSince(pod.game?.started_at ?? pod.session_started_at, now);
  const reserved = reservationText(pod.reservation);
  const headingId = `floor-pod-${pod.pod_id}`;
  return (
    <article className={`floor-tile floor-tile--${pod.state}`} aria-labelledby={headingId} data-pod-id={pod.pod_id}>
      <header className="floor-tile__head">
        <h2 id={headingId} className="floor-tile__name">
          {pod.name}
        </h2>
        <span className="floor-tile__state">{STATE_LABEL[pod.state]}</span>
      </header>
      <dl className="floor-tile__facts">
        {pod.state === 'offline' ? (
          <div>
            <dt>Station</dt>
            <dd>{pod.message}</dd>
          </div>
        ) : null}
        {player || pod.state !== 'offline' ? (
          <div className="floor-tile__player">
            <dt>Player</dt>
            <dd>{player ?? 'Nobody'}</dd>
          </div>
        ) : null}
        {game ? (
          <div>
            <dt>Playing</dt>
            <dd>{game}</dd>
          </div>
        ) : null}
        {player && played !== null ? (
          <div>
            <dt>{pod.game?.started_at ? 'Played' : 'Signed in'}</dt>
            <dd>{minutesText(played)}</dd>
          </div>
        ) : null}
        {pod.minutes_left !== null ? (
          <div>
            <dt>Time left</dt>
            <dd className={pod.minutes_left <= 5 ? 'floor-tile__low' : undefined}>{minutesText(pod.minutes_left)}</dd>
          </div>
        ) : null}
        {reserved ? (
          <div className="floor-tile__reservation">
            {/* the text says it ('Reserved next …'): the label is for screen readers */}
            <dt className="visually-hidden">Reservation</dt>
            <dd>{reserved}</dd>
          </div>
        ) : null}
      </dl>
      <div className="floor-tile__actions">
        <Button
          variant="secondary"
          disabled={!pod.player || busy !== null}
          busy={busy === 'logout'}
          onClick={() => void logOut(pod)}
          aria-label={`Log out ${pod.name}`}
        >
          Log out
        </Button>
        <Button
          variant="secondary"
          disabled={!pod.player || busy !== null}
          onClick={() => {
            compFor.value = pod;
          }}
          aria-label={`Add time on ${pod.name}`}
        >
          + Time
        </Button>
        <Button
          variant="secondary"
          disabled={!pod.player || busy !== null}
          onClick={() => {
            messageFor.value = pod;
          }}
          aria-label={`Message ${pod.name}`}
        >
          Message
        </Button>
        <Button
          variant={pod.lock_out === 1 ? 'primary' : 'secondary'}
          disabled={busy !== null}
          busy={busy === 'lock'}
          onClick={() => void toggleLock(pod)}
          aria-label={`${pod.lock_out === 1 ? 'Unlock' : 'Lock'} ${pod.name}`}
        >
          {pod.lock_out === 1 ? 'Unlock' : 'Lock'}
        </Button>
      </div>
    </article>
  );
}
