import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { TextField } from '#components/text-field.tsx';
import { clockText } from '#lib/countdown.ts';
import {
  saveSeat,
  saveSeatAllowed,
  seatBusy,
  seatSaved,
  seatSecondsLeft,
  unlockPassword,
  unlockSeat,
  watchSavedSeat,
} from '../model/save-seat-model.ts';
import './save-seat-screen.css';

/** The Save Seat screen: the countdown the server holds, and the password unlock (Enter unlocks too). */
export function SaveSeatScreen() {
  useSignals();
  const saved = seatSaved.value;
  useEffect(() => watchSavedSeat(), []);
  if (!saved) return null;
  const left = seatSecondsLeft.value;
  return (
    <div className="save-seat" role="dialog" aria-modal="true" aria-labelledby="save-seat-title">
      <div className="save-seat__card">
        <svg className="save-seat__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="4.5" y="10.5" width="15" height="11" rx="2.5" />
          <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
        </svg>
        <h1 id="save-seat-title" className="save-seat__title">
          Seat Saved!
        </h1>
        <p className="save-seat__timer" role="timer" aria-label={`${Math.ceil(left / 60)} minutes left`}>
          {clockText(left)}
        </p>
        <p className="save-seat__hint">Return before timer expires or you will be logged out.</p>
        <SubmitForm className="save-seat__form" onSubmit={unlockSeat}>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={unlockPassword.value}
            onValue={(v) => {
              unlockPassword.value = v;
            }}
          />
          <KioskButton type="submit" busy={seatBusy.value}>
            Unlock
          </KioskButton>
        </SubmitForm>
      </div>
    </div>
  );
}

/** Save Seat on the dashboard; disabled for single sign-on sessions. */
export function SaveSeatButton() {
  useSignals();
  const allowed = saveSeatAllowed.value;
  return (
    <KioskButton
      variant="secondary"
      disabled={!allowed}
      busy={seatBusy.value}
      title={allowed ? undefined : 'Not available with single sign-on'}
      onClick={() => void saveSeat()}
    >
      Save Seat
    </KioskButton>
  );
}
