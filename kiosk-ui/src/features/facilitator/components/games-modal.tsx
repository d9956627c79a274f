import type { GamePlatform } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { isPlatform, PLATFORM_NAMES } from '#app-state/station/platform-names.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import { Overlay } from '#components/overlay.tsx';
import { closeModal, commandBusy, playOnSelected } from '../model/commands-model.ts';
import { openPicker, pickedGame } from '../model/game-picker-model.ts';
import { selectedPods } from '../model/pods-model.ts';
import { GamePicker } from './game-picker.tsx';
import { Targets } from './targets.tsx';

type Xd = 'xd1' | 'xd2';

/** The console on an output of the selected pods: the first selected pod's, as venues fit a lab alike. */
function platformOn(xd: Xd): GamePlatform | null {
  const code = selectedPods.value[0]?.consoles?.[xd];
  return isPlatform(code) ? code : null;
}

/** Games: choose the output, search and select a game, play it on that output of the selected pods. */
export function GamesModal() {
  useSignals();
  const [xd, setXd] = useState<Xd>(() => (platformOn('xd1') ? 'xd1' : 'xd2'));
  const platform = platformOn(xd);
  useEffect(() => openPicker(platform), [platform]);
  const game = pickedGame.value;
  return (
    <Overlay
      title="Games"
      className="fac-games-modal"
      actions={
        <>
          <KioskButton
            disabled={!game || !platform || commandBusy.value}
            onClick={() => game && platform && void playOnSelected(game.GameId, platform)}
          >
            {xd === 'xd1' ? 'Play XD1' : 'Play XD2'}
          </KioskButton>
          <KioskButton variant="secondary" onClick={closeModal}>
            Cancel
          </KioskButton>
        </>
      }
    >
      <Targets />
      <div className="fac-tabs" role="tablist" aria-label="Output">
        {(['xd1', 'xd2'] as const).map((out) => {
          const code = platformOn(out);
          return (
            <button
              key={out}
              type="button"
              role="tab"
              aria-selected={xd === out}
              className="fac-tab"
              onClick={() => setXd(out)}
            >
              {out.toUpperCase()} · {code ? PLATFORM_NAMES[code] : 'None'}
            </button>
          );
        })}
      </div>
      <GamePicker />
    </Overlay>
  );
}
