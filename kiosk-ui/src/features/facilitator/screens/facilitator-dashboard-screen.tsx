import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { userSession } from '#app-state/session/pod-session-model.ts';
import './facilitator.css';

/** /facilitator/dashboard: Manage Event, PLAY XBOX / PLAY PS5 and Manage Alerts as large tiles; Logout is in the top bar. */
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
      </nav>
    </main>
  );
}
