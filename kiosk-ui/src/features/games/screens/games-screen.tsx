import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { station } from '#app-state/station/bridge-model.ts';
import { GameDetail } from '../components/game-detail.tsx';
import { GamesToolbar } from '../components/games-toolbar.tsx';
import { LaunchOverlays } from '../components/launch-overlays.tsx';
import { PosterGrid } from '../components/poster-grid.tsx';
import { openGameLaunch } from '../model/game-launch-model.ts';
import { openGameList } from '../model/game-list-model.ts';
import './games-screen.css';

/** The games of one console output (xd1 or xd2): browse, choose and play. */
export function GamesScreen({ xd }: { xd: 'xd1' | 'xd2' }) {
  useSignals();
  useEffect(() => {
    const stops = [openGameList(xd), openGameLaunch()];
    return () => {
      for (const stop of stops) stop();
    };
  }, [xd]);
  // an output with nothing attached has no games: back to the dashboard
  if (station.value?.[xd] === 'na') return <Redirect to="/player/dashboard" replace />;
  return (
    <main className="store">
      <GamesToolbar />
      <div className="store-body">
        <PosterGrid />
        <GameDetail />
      </div>
      <LaunchOverlays />
    </main>
  );
}
