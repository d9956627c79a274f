import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import { recordActivity } from '../../activity/model/activity-model.ts';
import { LockedOutScreen } from '../../player/components/player-overlays.tsx';
import { PlayerTopBar } from '../../player/components/player-top-bar.tsx';
import { watchLockout } from '../../player/model/lockout-model.ts';
import { watchStationEvents } from '../../player/model/station-events-model.ts';
import { userSession } from '../../session/model/pod-session-model.ts';
import '../../player/screens/player-dashboard.css';

/** /facilitator/dashboard: minimal in this issue (title and Logout); event management comes later. */
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
      </main>
      <LockedOutScreen />
    </ScreenFrame>
  );
}
