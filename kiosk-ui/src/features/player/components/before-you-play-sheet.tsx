import { useSignals } from '@preact/signals-react/runtime';
import { messageFor } from '#app-state/messages/catalogue-model.ts';
import { isPaidLab, podSession } from '#app-state/session/pod-session-model.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { closeSheet, closingSheet, playAllowed, sheetDue } from '../model/before-you-play-model.ts';
import { showVerification } from '../model/dashboard-model.ts';
import { ALERTS_SHOWN, alertsDue, allTicked, shownAlerts, tickAlert, ticked } from '../model/important-alerts-model.ts';
import { orientationDue } from '../model/orientation-model.ts';
import { reservationNotice } from '../model/reservation-notice-model.ts';
import './before-you-play-sheet.css';

function OrientationPart() {
  useSignals();
  const lab = podSession.value?.lab_name ?? 'the lab';
  return (
    <section className="before-play__part" aria-labelledby="before-play-orientation">
      <h3 id="before-play-orientation" className="before-play__heading">
        Welcome to {lab}
      </h3>
      <ul className="orientation__rules">
        <li>Treat the equipment with care: report anything broken to the staff.</li>
        <li>Keep food and drinks away from the Gamepod.</li>
        <li>Be kind to other players, in person and online.</li>
        {isPaidLab.value ? <li>Your time runs while you are logged in: log out when you leave.</li> : null}
        <li>Always log out when you are done, so the next player can start.</li>
      </ul>
    </section>
  );
}

const MARK: Readonly<Record<string, string>> = { check: '✓', success: '★', failure: '✕', warning: '!' };

/** Read and tick each of the first 7 alerts; each tick is recorded as it is made. */
function AlertsPart() {
  useSignals();
  const alerts = shownAlerts.value;
  const left = alerts.filter((a) => !ticked.value.has(a.id)).length;
  return (
    <section className="before-play__part important-alerts" aria-labelledby="before-play-alerts">
      <h3 id="before-play-alerts" className="before-play__heading">
        Important Alerts
      </h3>
      <p className="important-alerts__hint" aria-live="polite">
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
                {/* a ticked box stays focusable, so the keyboard goes on from it */}
                <input type="checkbox" checked={done} onChange={() => void tickAlert(a.id)} />
                <span>{done ? 'Read' : 'I have read this'}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReservationPart({ start, stop }: { start: string; stop: string }) {
  return (
    <section className="before-play__part before-play__part--warn" aria-labelledby="before-play-reservation">
      <h3 id="before-play-reservation" className="before-play__heading">
        This Gamepod has an upcoming reservation.
      </h3>
      <p>You will be logged out automatically at {start}</p>
      <p>Please save your progress before then. The Gamepod is free again after {stop}.</p>
    </section>
  );
}

function VerificationPart() {
  useSignals();
  const text = messageFor('login-email-confirm-error-message');
  return (
    <section className="before-play__part before-play__part--warn" aria-labelledby="before-play-verify">
      <h3 id="before-play-verify" className="before-play__heading">
        {text?.text_head ?? 'Please verify your email address.'}
      </h3>
      {text?.text_sub ? <p>{text.text_sub}</p> : null}
    </section>
  );
}

/**
 * "Before you play": the orientation, the alerts to tick, the upcoming reservation and the
 * unverified email, in one sheet after a login. Let's Play waits for every alert's tick.
 */
export function BeforeYouPlaySheet() {
  useSignals();
  if (!sheetDue.value) return null;
  const notice = reservationNotice.value;
  const waiting = !playAllowed.value;
  return (
    <Overlay
      title="Before you play"
      className="before-play"
      actions={
        <>
          {waiting ? (
            <p id="before-play-waiting" className="before-play__waiting">
              Tick each alert to play.
            </p>
          ) : null}
          <KioskButton
            onClick={() => void closeSheet()}
            disabled={waiting}
            busy={closingSheet.value}
            aria-describedby={waiting ? 'before-play-waiting' : undefined}
          >
            Let's Play
          </KioskButton>
        </>
      }
    >
      {orientationDue.value ? <OrientationPart /> : null}
      {alertsDue.value ? <AlertsPart /> : null}
      {notice ? <ReservationPart start={notice.start_time} stop={notice.stop_time} /> : null}
      {showVerification.value ? <VerificationPart /> : null}
    </Overlay>
  );
}
