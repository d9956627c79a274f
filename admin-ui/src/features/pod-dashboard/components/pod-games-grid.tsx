import { PLATFORMS } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Button } from '#components/button.tsx';
import { Spinner } from '#components/spinner.tsx';
import { launchPhase, playLabel, pressPlay } from '../model/pod-games-launch-model.ts';
import {
  chooseGame,
  chosenGame,
  games,
  listPlatform,
  listStatus,
  loadingMore,
  loadMore,
} from '../model/pod-games-model.ts';

/** The posters, one chosen at a time; the next page loads when the grid's end scrolls into view. */
export function PodGamesGrid() {
  useSignals();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = end.current;
    if (!el) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const list = games.value;
  const status = listStatus.value;
  return (
    <div className="pod-games__scroll">
      {status === 'loading' && list.length === 0 ? <Spinner label="Loading games…" showLabel /> : null}
      {status !== 'loading' && list.length === 0 ? (
        <p className="pod-games__empty">No games found at the moment!</p>
      ) : null}
      <ul className="pod-games__grid" aria-label="Games">
        {list.map((g) => (
          <li key={g.GameId}>
            <button
              type="button"
              className="pod-games__poster"
              aria-pressed={chosenGame.value?.GameId === g.GameId}
              onClick={() => chooseGame(g)}
            >
              <img src={g.ImageURL} alt="" loading="lazy" />
              <span className="pod-games__poster-name">{g.GameName}</span>
            </button>
          </li>
        ))}
      </ul>
      <div ref={end} className="pod-games__end">
        {loadingMore.value ? <Spinner label="Loading more games…" /> : null}
      </div>
    </div>
  );
}

const platformNames = (codes: readonly string[]) =>
  codes.map((c) => PLATFORMS.find((p) => p.code === c)?.name ?? c).join(', ');

/** The chosen game's name, genre, released date, storage and platform, and the play button. */
export function PodGameDetail() {
  useSignals();
  const game = chosenGame.value;
  const starting = launchPhase.value === 'starting';
  return (
    <aside className="pod-games__detail" aria-label="Game details">
      {game ? (
        <>
          <img className="pod-games__detail-poster" src={game.ImageURL} alt={`${game.GameName} poster`} />
          <h2 className="pod-games__detail-name">{game.GameName}</h2>
          <dl className="pod-games__facts">
            <dt>Genre</dt>
            <dd>{game.GameGenre}</dd>
            <dt>Released</dt>
            <dd>{game.ReleasedDate}</dd>
            <dt>Storage</dt>
            <dd>{game.GameType === 'cloud' ? 'Cloud' : 'Local'}</dd>
            <dt>Platform</dt>
            <dd>{platformNames(game.Platforms)}</dd>
          </dl>
        </>
      ) : (
        <p className="pod-games__hint">Choose a game from the list.</p>
      )}
      <Button variant="primary" className="pod-games__play" busy={starting} onClick={() => void pressPlay()}>
        {playLabel(listPlatform.value)}
      </Button>
    </aside>
  );
}
