import type { GamePlatform } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { podId } from '#app-state/session/pod-session-model.ts';
import { PLATFORM_NAMES } from '#app-state/station/platform-names.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { GamePicker } from '../components/game-picker.tsx';
import { PageHead } from '../components/page-head.tsx';
import { commandBusy, playGame } from '../model/commands-model.ts';
import { openPicker, pickedGame } from '../model/game-picker-model.ts';
import { selectedPods } from '../model/pods-model.ts';
import './facilitator.css';

/** Said of every game on the screen: what a facilitator's launch does. */
export const ABOUT_THIS_GAME =
  'Play Selected starts the chosen game on the pods selected in Manage Event, or on this Gamepod when none are selected. Each pod opens it on the output where this console is attached.';

const GAME_PLATFORMS = ['xb', 'ps'] as const;

/** The platforms a facilitator launches on, each its own games: the one shown is marked current. */
function PlatformSwitch({ platform }: { platform: GamePlatform }) {
  return (
    <nav className="fac-platforms" aria-label="Platform">
      {GAME_PLATFORMS.map((p) => (
        <Link
          key={p}
          href={`/facilitator/games/${p}`}
          className={`kiosk-button kiosk-button--${p === platform ? 'primary' : 'secondary'}`}
          aria-current={p === platform ? 'page' : undefined}
        >
          {PLATFORM_NAMES[p]}
        </Link>
      ))}
    </nav>
  );
}

/** /facilitator/games (the first platform) and /facilitator/games/xb|ps: a platform's games; Play Selected launches the chosen one. */
export function FacilitatorGamesScreen({ platform }: { platform: GamePlatform }) {
  useSignals();
  useEffect(() => openPicker(platform), [platform]);
  const chosen = selectedPods.value;
  const here = podId.value;
  const targets = chosen.length > 0 ? chosen.map((p) => p.id) : here ? [here] : [];
  const game = pickedGame.value;
  return (
    <main className="fac-page">
      <PageHead title={`${PLATFORM_NAMES[platform]} Games`} />
      <PlatformSwitch platform={platform} />
      <div className="fac-games">
        <GamePicker />
        <aside className="fac-about" aria-label="About This Game">
          <h2 className="fac-about__title">About This Game</h2>
          <p className="fac-about__game">{game ? game.GameName : 'Select a game'}</p>
          {game ? (
            <p className="fac-about__facts">
              {game.GameGenre} · {game.GameEsrb} · {game.PlatformsFE}
            </p>
          ) : null}
          <p className="fac-about__text">{ABOUT_THIS_GAME}</p>
          <p className="fac-targets">
            Plays on: {chosen.length > 0 ? chosen.map((p) => p.name).join(', ') : 'this Gamepod'}
          </p>
          <KioskButton
            block
            busy={commandBusy.value}
            disabled={!game || targets.length === 0}
            onClick={() => game && void playGame(game.GameId, platform, targets)}
          >
            Play Selected
          </KioskButton>
        </aside>
      </div>
    </main>
  );
}
