import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { station } from '../../../app-state/station/bridge-model.ts';
import { PLATFORM_NAMES } from '../../../app-state/station/platform-names.ts';
import { ScreenFrame } from '../../../components/screen-frame.tsx';
import { PaidTimeBanner } from '../components/paid-time-banner.tsx';
import { LockedOutScreen, StillTherePrompt } from '../components/player-overlays.tsx';
import { PlayerTopBar } from '../components/player-top-bar.tsx';
import { openPlayerArea } from '../model/player-session-model.ts';
import './player-dashboard.css';

/** /player/games/xd1|xd2: the game library lands in a later issue; until then, an honest placeholder. */
export function PlayerGamesScreen({ xd }: { xd: string }) {
  useSignals();
  useEffect(() => openPlayerArea('ui_games'), []);
  const slot = xd === 'xd1' || xd === 'xd2' ? station.value?.[xd] : undefined;
  const name = slot && slot in PLATFORM_NAMES ? PLATFORM_NAMES[slot as keyof typeof PLATFORM_NAMES] : null;
  return (
    <ScreenFrame className="player-screen">
      <PlayerTopBar />
      <main className="games-soon">
        {name ? <p className="dashboard__kicker">{name}</p> : null}
        <h1 className="games-soon__title">Games are coming soon</h1>
        <p className="games-soon__sub">The game library for this console is on its way.</p>
        <Link href="/player/dashboard" className="games-soon__back">
          Back to Dashboard
        </Link>
      </main>
      <StillTherePrompt />
      <LockedOutScreen />
      <PaidTimeBanner />
    </ScreenFrame>
  );
}
