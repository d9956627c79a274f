import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { platformButtons } from '../model/dashboard-model.ts';

/** Up to two big platform tiles; a disabled one shows 'Locked'. */
export function PlatformButtons() {
  useSignals();
  const buttons = platformButtons.value;
  if (buttons.length === 0) {
    return (
      <div className="platforms platforms--empty" role="status">
        <p className="platforms__empty-title">No console is ready on this Gamepod right now.</p>
        <p className="platforms__empty-sub">Ask the staff for help, or try another seat.</p>
      </div>
    );
  }
  return (
    <div className="platforms">
      {buttons.map((b) =>
        b.disabledLabel ? (
          <button key={b.xd} type="button" className={`platform platform--${b.platform} platform--disabled`} disabled>
            <span className="platform__label">{b.label}</span>
            <span className="platform__state">{b.disabledLabel}</span>
          </button>
        ) : (
          <Link key={b.xd} href={`/player/games/${b.xd}`} className={`platform platform--${b.platform}`}>
            <span className="platform__label">{b.label}</span>
            <span className="platform__state">Choose a game</span>
          </Link>
        ),
      )}
    </div>
  );
}
