import { type ReactNode, useEffect } from 'react';
import { type ActivityName, recordActivity } from '#app-state/activity/activity-model.ts';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { watchLockout } from '../model/lockout-model.ts';
import { watchStationEvents } from '../model/station-events-model.ts';
import { LockedOutScreen } from './player-overlays.tsx';
import { PlayerTopBar } from './player-top-bar.tsx';
import { SaveSeatScreen } from './save-seat-screen.tsx';
import '../screens/player-dashboard.css';

/**
 * A signed-in facilitator's screen the facilitator feature fills: the top bar (Logout), the
 * station's logout events and lockout, Save Seat and the locked-out overlay around `children`.
 */
export function FacilitatorAreaFrame({ activity, children }: { activity: ActivityName; children: ReactNode }) {
  useEffect(() => {
    recordActivity(activity);
    const stops = [watchStationEvents(), watchLockout()];
    return () => {
      for (const stop of stops) stop();
    };
  }, [activity]);
  return (
    <ScreenFrame className="player-screen">
      <PlayerTopBar />
      {children}
      <SaveSeatScreen />
      <LockedOutScreen />
    </ScreenFrame>
  );
}
