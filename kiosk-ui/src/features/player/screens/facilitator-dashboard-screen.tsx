import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { recordActivity } from '../../../app-state/activity/activity-model.ts';
import { userSession } from '../../../app-state/session/pod-session-model.ts';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import { LockedOutScreen } from '../components/player-overlays.tsx';
import { PlayerTopBar } from '../components/player-top-bar.tsx';
import { SaveSeatScreen } from '../components/save-seat-screen.tsx';
import { watchLockout } from '../model/lockout-model.ts';
import { watchStationEvents } from '../model/station-events-model.ts';
import './player-dashboard.css';

/** /facilitator/dashboard: Manage Alerts and Logout; event management comes later. */
export function FacilitatorDashboardScreen() {
  useSignals();
  useEffect(() => {
    recordActivity('ui_dashboard');
    const stops = [watchStationEvents(), watchLockout()];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <ScreenFrame className="player-screen">
      <PlayerTopBar />
      <main className="games-soon">
        <p className="dashboard__kicker">Signed in as {userSession.value?.name ?? 'facilitator'}</p>
        <h1 className="games-soon__title">Facilitator Dashboard</h1>
        <p className="games-soon__sub">Event management for your pods arrives in a coming update.</p>
        {/* Manage Alerts lives in the console, which reads the same stored session */}
        <a className="kiosk-button kiosk-button--primary" href="/common/alerts">
          Manage Alerts
        </a>
      </main>
      <SaveSeatScreen />
      <LockedOutScreen />
    </ScreenFrame>
  );
}
