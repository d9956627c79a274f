import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { dismissPaidTimeNotice, paidTimeNotice } from '#app-state/paid-time/paid-time-model.ts';

/** The meter's notice over a player screen: minutes running out, or the time up; with Buy Time. */
export function PaidTimeBanner() {
  useSignals();
  const notice = paidTimeNotice.value;
  if (!notice) return null;
  const text =
    notice.kind === 'up'
      ? 'Your play time is up. Buy more time to keep playing.'
      : `Only ${notice.minutesLeft} ${notice.minutesLeft === 1 ? 'minute' : 'minutes'} of play time left.`;
  return (
    <div className={`paid-time-banner paid-time-banner--${notice.kind}`} role="alert">
      <span className="paid-time-banner__text">{text}</span>
      <Link href="/player/buy-time" className="paid-time-banner__buy" onClick={dismissPaidTimeNotice}>
        Buy Time
      </Link>
      <button type="button" className="paid-time-banner__close" aria-label="Close" onClick={dismissPaidTimeNotice}>
        ×
      </button>
    </div>
  );
}
