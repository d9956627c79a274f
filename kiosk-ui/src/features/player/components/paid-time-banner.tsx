import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { dismissPaidTimeNotice, paidTimeNotice } from '#app-state/paid-time/paid-time-model.ts';
import { TimeWarningBanner } from './time-warning-banner.tsx';

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
    <TimeWarningBanner kind={notice.kind} text={text} onClose={dismissPaidTimeNotice}>
      <Link href="/player/buy-time" className="paid-time-banner__buy" onClick={dismissPaidTimeNotice}>
        Buy Time
      </Link>
    </TimeWarningBanner>
  );
}
