import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { Button } from '#components/button.tsx';
import { PasswordField } from '#components/form-fields.tsx';
import { runSeatClock, seatBusy, seatMinutesLeft, unlockPassword, unlockSeat } from '../model/admin-save-seat-model.ts';

/** 'Seat Saved!': the minutes left, the admin's email, and Unlock with their password (Enter too). */
export function AdminSaveSeatScreen() {
  useSignals();
  useEffect(runSeatClock, []);
  const minutes = seatMinutesLeft.value;
  return (
    <div className="admin-seat" role="dialog" aria-modal="true" aria-labelledby="admin-seat-title">
      <form
        className="admin-seat__card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void unlockSeat();
        }}
      >
        <h1 id="admin-seat-title" className="admin-seat__title">
          Seat Saved!
        </h1>
        <p className="admin-seat__timer" aria-live="polite">
          {minutes} {minutes === 1 ? 'minute' : 'minutes'}
        </p>
        <p>Return before timer expires or you will be logged out.</p>
        <p className="admin-seat__email">{userSession.value?.email}</p>
        <PasswordField
          label="Password"
          value={unlockPassword.value}
          onChange={(v) => {
            unlockPassword.value = v;
          }}
          disabled={seatBusy.value}
        />
        <Button type="submit" variant="primary" busy={seatBusy.value}>
          Unlock
        </Button>
      </form>
    </div>
  );
}
