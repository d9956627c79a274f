import { type ReactNode, useEffect } from 'react';
import type { ActivityName } from '#app-state/activity/activity-model.ts';
import { ScreenFrame } from '#components/screen-frame.tsx';
import { openPlayerArea } from '../model/player-session-model.ts';
import { PaidTimeBanner } from './paid-time-banner.tsx';
import { LockedOutScreen, StillTherePrompt } from './player-overlays.tsx';
import { PlayerTopBar } from './player-top-bar.tsx';
import { QueueLimitBanner } from './queue-limit-notice.tsx';
import '../screens/player-dashboard.css';

/**
 * A signed-in player screen other features fill: the top bar, the session's watchers (logout
 * events, lockout, inactivity, time balance), the paid-time banner and the overlays around
 * `children`.
 */
export function PlayerAreaFrame({ activity, children }: { activity: ActivityName; children: ReactNode }) {
  useEffect(() => openPlayerArea(activity), [activity]);
  return (
    <ScreenFrame className="player-screen">
      <PlayerTopBar />
      <PaidTimeBanner />
      <QueueLimitBanner />
      {children}
      <StillTherePrompt />
      <LockedOutScreen />
    </ScreenFrame>
  );
}
