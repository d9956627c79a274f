import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { goToLogout } from '../../../app-state/logout/go-to-logout.ts';
import { REASON_ONSCREEN } from '../../../app-state/logout/logout-reasons.ts';
import { userSession } from '../../../app-state/session/pod-session-model.ts';
import './facilitator.css';

/** /facilitator/dashboard: Manage Event, PLAY XBOX / PLAY PS5, Manage Alerts and Logout as large tiles. */
export function FacilitatorDashboardScreen() {
  useSignals();
  return (
    <main className="fac-dashboard">
      <p className="fac-kicker">Signed in as {userSession.value?.name ?? 'facilitator'}</p>
      <h1 className="fac-title">Facilitator Dashboard</h1>
      <nav className="fac-tiles" aria-label="Facilitator">
        <Link href="/facilitator/pods" className="fac-tile fac-tile--event">
          <span className="fac-tile__name">Manage Event</span>
          <span className="fac-tile__sub">Audio, LEDs, games and resets on your pods</span>
        </Link>
        <Link href="/facilitator/games/xb" className="fac-tile fac-tile--xbox">
          <span className="fac-tile__name">PLAY XBOX</span>
          <span className="fac-tile__sub">Xbox games</span>
        </Link>
        <Link href="/facilitator/games/ps" className="fac-tile fac-tile--ps">
          <span className="fac-tile__name">PLAY PS5</span>
          <span className="fac-tile__sub">PS5 games</span>
        </Link>
        {/* Manage Alerts lives in the console, which reads the same stored session */}
        <a href="/common/alerts" className="fac-tile fac-tile--alerts">
          <span className="fac-tile__name">Manage Alerts</span>
          <span className="fac-tile__sub">Messages for your players</span>
        </a>
        <button type="button" className="fac-tile fac-tile--logout" onClick={() => goToLogout(REASON_ONSCREEN)}>
          <span className="fac-tile__name">Logout</span>
          <span className="fac-tile__sub">End your session on this Gamepod</span>
        </button>
      </nav>
    </main>
  );
}
