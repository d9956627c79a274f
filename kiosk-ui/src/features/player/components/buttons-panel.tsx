import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { station } from '#app-state/station/bridge-model.ts';
import { isPlatform } from '#app-state/station/platform-names.ts';
import { KioskButton } from '#components/kiosk-button.tsx';
import {
  buttonsMode,
  domeMuted,
  domeShown,
  guideShown,
  hideGuide,
  logoutNow,
  PANEL_UNMUTE,
  pressed,
  returnToMenu,
  toggleDome,
  watchButtonsPanel,
} from '../model/buttons-panel-model.ts';
import { PlatformGuide } from './platform-guide.tsx';
import { VolumeControl } from './volume-control.tsx';
import './buttons-panel.css';

const highlight = (name: string) => (pressed.value === name ? 'buttons-panel__button--pressed' : undefined);

/** The pod buttons panel, over any signed-in player screen while the pod is in button mode. */
export function ButtonsPanel() {
  useSignals();
  const [path] = useLocation();
  useEffect(() => watchButtonsPanel(), []);
  const mode = buttonsMode.value;
  if (mode === 0 || path.startsWith('/player/logout')) return null;
  const view = station.value;
  const platform = [view?.game_platform, view?.xd1, view?.xd2].find(isPlatform);
  return (
    <div className="buttons-panel" role="dialog" aria-modal="true" aria-label="Buttons">
      {guideShown.value && platform ? (
        <button type="button" className="buttons-panel__guide" onClick={hideGuide}>
          <PlatformGuide platform={platform} />
        </button>
      ) : null}
      <div className="buttons-panel__actions">
        <KioskButton className={highlight('menu')} onClick={returnToMenu}>
          Return to Menu
        </KioskButton>
        <KioskButton variant="danger" className={highlight('logout')} onClick={logoutNow}>
          Logout Now
        </KioskButton>
      </div>
      {mode >= 3 ? (
        <div className="buttons-panel__volume">
          <VolumeControl unmuteTo={PANEL_UNMUTE} />
        </div>
      ) : null}
      {domeShown.value ? (
        <button
          type="button"
          role="switch"
          aria-checked={!domeMuted.value}
          className={`buttons-panel__dome ${highlight('dome') ?? ''}`}
          onClick={() => void toggleDome()}
        >
          <span className="buttons-panel__dome-track" aria-hidden="true">
            <span className="buttons-panel__dome-thumb" />
          </span>
          Dome {domeMuted.value ? 'off' : 'on'}
        </button>
      ) : null}
    </div>
  );
}
