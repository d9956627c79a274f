import { useSignals } from '@preact/signals-react/runtime';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import { REASON_ONSCREEN } from '#app-state/logout/logout-reasons.ts';
import { StationBar } from '#app-state/session/components/station-bar.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { BuyTimeLink } from './buy-time-link.tsx';
import './paid-time.css';
import { formatMinutes, remainingTime } from '../model/remaining-time-model.ts';

/** Time balance, shown in paid labs only. */
function TimeBalance() {
  useSignals();
  const balance = remainingTime.value;
  if (balance?.mode !== 'paid') return null;
  return (
    <div className={`time-balance${balance.time <= 5 ? ' time-balance--low' : ''}`}>
      <span className="time-balance__label">Time left</span>
      <span className="time-balance__value">{formatMinutes(balance.time)}</span>
    </div>
  );
}

/** The signed-in screens' top bar: brand, station, time balance and Buy Time (paid labs), Logout. */
export function PlayerTopBar() {
  return (
    <StationBar>
      <TimeBalance />
      <BuyTimeLink />
      <KioskButton variant="secondary" onClick={() => goToLogout(REASON_ONSCREEN)}>
        Logout
      </KioskButton>
    </StationBar>
  );
}
