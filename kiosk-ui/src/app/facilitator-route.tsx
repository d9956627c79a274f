import type { GamePlatform } from '@gamepod/contracts/catalogues';
import { FacilitatorDashboardScreen } from '#features/facilitator/screens/facilitator-dashboard-screen.tsx';
import { FacilitatorGamesScreen } from '#features/facilitator/screens/facilitator-games-screen.tsx';
import { FacilitatorPodsScreen } from '#features/facilitator/screens/facilitator-pods-screen.tsx';
import { FacilitatorAreaFrame } from '#features/player/components/facilitator-area-frame.tsx';

export type FacilitatorPage = 'dashboard' | 'pods' | GamePlatform;

/** A facilitator screen inside the signed-in frame (top bar, lockout, save seat). */
export function FacilitatorRoute({ page }: { page: FacilitatorPage }) {
  return (
    <FacilitatorAreaFrame activity={page === 'dashboard' || page === 'pods' ? 'ui_dashboard' : 'ui_games'}>
      {page === 'dashboard' ? (
        <FacilitatorDashboardScreen />
      ) : page === 'pods' ? (
        <FacilitatorPodsScreen />
      ) : (
        <FacilitatorGamesScreen platform={page} />
      )}
    </FacilitatorAreaFrame>
  );
}
