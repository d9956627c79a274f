import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { reservationPhase } from '../reservation-model.ts';
import './reservation-banner.css';

/**
 * The pod's reservation, on every station screen but the logout screen: the upcoming banner
 * from 3 h before the start, then the active one. A signed-in player on the list is told when
 * the reservation (and so the session) ends rather than sent to another Gamepod.
 */
export function ReservationBanner() {
  useSignals();
  const [path] = useLocation();
  const phase = reservationPhase.value;
  if (!phase || path.startsWith('/player/logout')) return null;
  const signedIn = userSession.value !== null;
  const [head, sub] =
    phase.kind === 'upcoming'
      ? ['This Gamepod has an upcoming reservation.', `You will be logged out automatically at ${phase.start_time}`]
      : [
          'This GamePod is reserved for an event.',
          signedIn
            ? `You will be logged out automatically at ${phase.stop_time}`
            : `Please try another GamePod or return after ${phase.stop_time}`,
        ];
  // the login screen's top holds the brand and the toasts: there it sits in the bottom corner
  const corner = path === '/' || path === '/login' ? ' reservation-banner--corner' : '';
  return (
    <div className={`reservation-banner reservation-banner--${phase.kind}${corner}`} role="status">
      <svg className="reservation-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </svg>
      <div className="reservation-banner__text">
        <strong className="reservation-banner__head">{head}</strong>
        <span className="reservation-banner__sub">{sub}</span>
      </div>
    </div>
  );
}
