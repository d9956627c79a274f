import { useSignals } from '@preact/signals-react/runtime';
import { isPaidLab, podSession } from '#app-state/session/pod-session-model.ts';
import { CountdownRing } from '#components/countdown-ring.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { Spinner } from '#components/spinner.tsx';
import { dismissIdleSpinner, idleSpinnerShown } from '../model/idle-spinner-model.ts';
import { ALERTS_SHOWN, alertsDue, allTicked, shownAlerts, tickAlert, ticked } from '../model/important-alerts-model.ts';
import { INACTIVITY_WARN_S, inactivityLeft, showStillThere, stillHere } from '../model/inactivity-model.ts';
import { LOCKOUT_S, lockedOut, lockoutLeft } from '../model/lockout-model.ts';
import { acknowledgeOrientation, markingOrientation, orientationDue } from '../model/orientation-model.ts';
import { acknowledgeReservationNotice, reservationNotice } from '../model/reservation-notice-model.ts';

/** The locked-out screen: the admin locked the pod; logout when its countdown ends. */
export function LockedOutScreen() {
  useSignals();
  if (!lockedOut.value) return null;
  return (
    <div className="locked-out" role="alert">
      <svg className="locked-out__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="4.5" y="10.5" width="15" height="11" rx="2.5" />
        <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
      </svg>
      <h1 className="locked-out__title">You have been locked out by Admin. Please wait...</h1>
      <CountdownRing seconds={lockoutLeft.value} total={LOCKOUT_S} />
    </div>
  );
}

/** 'Still there...?': the last 15 s before the inactivity logout. */
export function StillTherePrompt() {
  useSignals();
  if (!showStillThere.value || lockedOut.value) return null;
  return (
    <Overlay
      title="Still there...?"
      tone="warning"
      badge={<CountdownRing seconds={Math.max(0, inactivityLeft.value)} total={INACTIVITY_WARN_S} />}
      actions={<KioskButton onClick={stillHere}>I'm still here</KioskButton>}
    >
      <p>Touch the screen to stay logged in.</p>
    </Overlay>
  );
}

/** Orientation, once per login for the lab's mode, before the dashboard. */
export function OrientationPrompt() {
  useSignals();
  if (!orientationDue.value) return null;
  const lab = podSession.value?.lab_name ?? 'the lab';
  return (
    <Overlay
      title={`Welcome to ${lab}`}
      actions={
        <KioskButton onClick={() => void acknowledgeOrientation()} busy={markingOrientation.value}>
          I Understand
        </KioskButton>
      }
    >
      <ul className="orientation__rules">
        <li>Treat the equipment with care: report anything broken to the staff.</li>
        <li>Keep food and drinks away from the Gamepod.</li>
        <li>Be kind to other players, in person and online.</li>
        {isPaidLab.value ? <li>Your time runs while you are logged in: log out when you leave.</li> : null}
        <li>Always log out when you are done, so the next player can start.</li>
      </ul>
    </Overlay>
  );
}

const MARK: Readonly<Record<string, string>> = { check: '✓', success: '★', failure: '✕', warning: '!' };

/** Important Alerts, after the orientation: read and tick each of the first 7; it closes 2 s after the last. */
export function ImportantAlertsPrompt() {
  useSignals();
  if (!alertsDue.value) return null;
  const alerts = shownAlerts.value;
  const left = alerts.filter((a) => !ticked.value.has(a.id)).length;
  return (
    <Overlay title="Important Alerts" className="important-alerts">
      <p className="important-alerts__hint">
        {allTicked.value
          ? 'Thank you!'
          : `Read and tick each alert (${left} of ${Math.min(alerts.length, ALERTS_SHOWN)} left).`}
      </p>
      <ul className="important-alerts__list">
        {alerts.map((a) => {
          const done = ticked.value.has(a.id);
          return (
            <li
              key={a.id}
              className={`important-alert important-alert--${a.type}${done ? ' important-alert--done' : ''}`}
            >
              <span className="important-alert__mark" aria-hidden="true">
                {MARK[a.type]}
              </span>
              <div className="important-alert__text">
                <p className="important-alert__head">{a.text_head}</p>
                {a.text_sub ? <p className="important-alert__sub">{a.text_sub}</p> : null}
              </div>
              <label className="important-alert__tick">
                <input type="checkbox" checked={done} disabled={done} onChange={() => void tickAlert(a.id)} />
                <span>{done ? 'Read' : 'I have read this'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Overlay>
  );
}

/** The upcoming-reservation notice after login: when this login will be logged out. */
export function ReservationNoticePrompt() {
  useSignals();
  const notice = reservationNotice.value;
  if (!notice) return null;
  return (
    <Overlay
      title="This Gamepod has an upcoming reservation."
      tone="warning"
      actions={<KioskButton onClick={acknowledgeReservationNotice}>I Understand</KioskButton>}
    >
      <p>You will be logged out automatically at {notice.start_time}</p>
      <p>Please save your progress before then. The Gamepod is free again after {notice.stop_time}.</p>
    </Overlay>
  );
}

/** The idle spinner, while the station reports idle during a session; a tap dismisses it. */
export function IdleSpinner() {
  useSignals();
  if (!idleSpinnerShown.value || lockedOut.value) return null;
  return (
    <button
      type="button"
      className="idle-spinner"
      aria-label="Waking up your Gamepod… Tap to continue"
      onClick={dismissIdleSpinner}
    >
      <Spinner label="Waking up your Gamepod…" visibleLabel />
      <span className="idle-spinner__hint">Tap to continue</span>
    </button>
  );
}
