import { useSignals } from '@preact/signals-react/runtime';
import { CountdownRing } from '#components/countdown-ring.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { Spinner } from '#components/spinner.tsx';
import { dismissIdleSpinner, idleSpinnerShown } from '../model/idle-spinner-model.ts';
import { INACTIVITY_WARN_S, inactivityLeft, showStillThere, stillHere } from '../model/inactivity-model.ts';
import { LOCKOUT_S, lockedOut, lockoutLeft } from '../model/lockout-model.ts';

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
