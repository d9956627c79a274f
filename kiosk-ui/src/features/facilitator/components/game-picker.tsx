import { useSignals } from '@preact/signals-react/runtime';
import { SearchBox } from '#components/search-box.tsx';
import { Spinner } from '#components/spinner.tsx';
import {
  pickedGame,
  pickerGames,
  pickerSearch,
  pickerStatus,
  pickGame,
  retryPicker,
  typePickerSearch,
} from '../model/game-picker-model.ts';

function PickerState() {
  useSignals();
  const status = pickerStatus.value;
  if (status === 'loading') return <Spinner label="Loading games…" />;
  if (status === 'error') {
    return (
      <div className="fac-state" role="alert">
        <p>We couldn't load the games.</p>
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={retryPicker}>
          Try Again
        </button>
      </div>
    );
  }
  if (status === 'idle') return <p className="fac-state">These pods have no console on this output.</p>;
  return <p className="fac-state">No games found at the moment!</p>;
}

/** Search and one selected game among the platform's games, as large touch tiles. */
export function GamePicker() {
  useSignals();
  const shown = pickerGames.value;
  const picked = pickedGame.value?.GameId;
  return (
    <div className="fac-picker">
      <SearchBox label="Search games" value={pickerSearch.value} onValue={typePickerSearch} />
      {pickerStatus.value === 'ready' && shown.length > 0 ? (
        <ul className="fac-picker__list" aria-label="Games">
          {shown.map((g) => (
            <li key={g.GameId}>
              <button
                type="button"
                className="fac-game"
                aria-pressed={g.GameId === picked}
                aria-label={g.GameName}
                onClick={() => pickGame(g)}
              >
                <img className="fac-game__image" src={g.ImageURL} alt="" loading="lazy" draggable={false} />
                <span className="fac-game__name">{g.GameName}</span>
                <span className="fac-game__genre">{g.GameGenre}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <PickerState />
      )}
    </div>
  );
}
