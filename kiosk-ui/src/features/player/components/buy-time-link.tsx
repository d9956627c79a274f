import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { isPaidLab, userSession } from '#app-state/session/pod-session-model.ts';

/** Buy Time, beside a player's time balance in a paid lab. */
export function BuyTimeLink() {
  useSignals();
  if (!isPaidLab.value || userSession.value?.role_id !== 1) return null;
  return (
    <Link href="/player/buy-time" className="buy-time-link">
      Buy Time
    </Link>
  );
}
