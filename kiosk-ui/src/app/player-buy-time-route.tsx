import { useEffect } from 'react';
import { BuyTimeScreen } from '#features/buy-time/screens/buy-time-screen.tsx';
import { LockedOutScreen, StillTherePrompt } from '#features/player/components/player-overlays.tsx';
import { openPlayerArea } from '#features/player/model/player-session-model.ts';
// the overlays' own styles
import '#features/player/screens/player-dashboard.css';

/**
 * /player/buy-time: Buy Time under the signed-in player's watchers, as every player screen is:
 * logout events, the lockout (its text and countdown), inactivity ('Still there...?') and the
 * balance. Buy Time keeps its own bar: a purchase has no top bar to wander off through.
 */
export function PlayerBuyTimeRoute() {
  useEffect(() => openPlayerArea('ui_buy'), []);
  return (
    <>
      <BuyTimeScreen />
      <StillTherePrompt />
      <LockedOutScreen />
    </>
  );
}
