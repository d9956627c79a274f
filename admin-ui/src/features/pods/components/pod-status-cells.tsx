import type { PodListRow } from '@gamepod/contracts/http';
import { StatusIcon } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { userSession } from '#app-state/session/model/session-model.ts';
import { StatusBadge } from '#components/status-badge.tsx';
import { Switch } from '#components/switch.tsx';
import { floorLine } from '#lib/floor-text.ts';
import { pendingLocks, revealedKeys, runningActions, setLockout, toggleKey } from '../model/pod-actions-model.ts';
import {
  connectedState,
  type IconState,
  isFreshScreenshot,
  navName,
  onlineState,
  screenshotSrc,
  sessionActive,
  whoPlays,
} from '../model/pod-rules.ts';
import { listVersion } from '../model/pods-list-model.ts';
import { openViewer } from '../model/screenshot-model.ts';

/** The Key column: masked, with an eye toggle that shows the whole key. */
export function PodKeyCell({ pod }: { pod: PodListRow }) {
  useSignals();
  const shown = revealedKeys.value.has(pod.id);
  return (
    <span className="pods-key">
      <code className="pods-key__text">{shown ? pod.pod_id_key : pod.pod_id_masked}</code>
      <button
        type="button"
        className="pods-key__toggle"
        aria-pressed={shown}
        aria-label={`${shown ? 'Hide' : 'Show'} the key of ${navName(pod)}`}
        title={shown ? 'Hide key' : 'Show key'}
        onClick={() => toggleKey(pod.id)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z" />
          <circle cx="12" cy="12" r="3.2" />
          {shown ? <path d="M3 3l18 18" /> : null}
        </svg>
      </button>
    </span>
  );
}

/** An icon whose meaning is its accessible name and tooltip (the Online message, say). */
export function PodStatusIcon({ state }: { state: IconState }) {
  return (
    <span className={`pods-status pods-status--${state.tone}`} role="img" aria-label={state.label} title={state.label}>
      <StatusIcon tone={state.tone} />
    </span>
  );
}

export const ConnectedCell = ({ pod }: { pod: PodListRow }) => <PodStatusIcon state={connectedState(pod.activity)} />;
export const OnlineCell = ({ pod }: { pod: PodListRow }) => <PodStatusIcon state={onlineState(pod.OnlineDetail)} />;

/**
 * The Session column: Active or MISSING by the latest session's rule, and who plays what while
 * someone is signed in; a session open on the pod that its station no longer holds shows as stuck.
 */
export function SessionCell({ pod }: { pod: PodListRow }) {
  if (pod.stuck_session !== 1) {
    const who = whoPlays(pod.latestsession);
    // the floor view's facts: game and console, time played and left, the next reservation
    const floor = floorLine(pod.floor, Date.now());
    return (
      <span className="pods-activity">
        <span>{sessionActive(pod.latestsession) ? 'Active' : 'MISSING'}</span>
        {who ? <span className="pods-session__player">{who}</span> : null}
        {floor ? <span className="pods-session__floor">{floor}</span> : null}
      </span>
    );
  }
  return (
    <span title="A session is open on this pod that its station no longer holds: End session ends it">
      <StatusBadge tone="warn">Stuck session</StatusBadge>
    </span>
  );
}

/** The Status column: the lockout switch (on: locked out). */
export function LockCell({ pod }: { pod: PodListRow }) {
  useSignals();
  const pending = pendingLocks.value.get(pod.id);
  const running = runningActions.value.get(pod.id);
  return (
    <span className="pods-lock">
      <Switch
        label={`Lockout ${navName(pod)}`}
        hideLabel
        stateText={['Locked', 'Open']}
        checked={pending ?? pod.lock_out === 1}
        busy={running === 'lockout' || running === 'unlockout'}
        disabled={running !== undefined}
        onChange={(on) => void setLockout(pod, on)}
      />
    </span>
  );
}

/** The Thumbnail column: the picture while it is 0–60 s old (a click opens the viewer), else its message. */
export function ThumbnailCell({ pod }: { pod: PodListRow }) {
  useSignals();
  const shot = pod.ScreenshotDetail;
  const token = userSession.value?.token ?? '';
  if (!isFreshScreenshot(shot)) return <span className="pods-thumb__message">{shot.message}</span>;
  return (
    <button
      type="button"
      className="pods-thumb"
      aria-label={`Open the screenshot of ${navName(pod)}`}
      onClick={() => openViewer(pod)}
    >
      <img src={screenshotSrc(shot.url, token, listVersion.value)} alt="" width={96} height={54} />
    </button>
  );
}
