import type { GameDto } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '#components/spinner.tsx';
import {
  games,
  hasMore,
  listStatus,
  loadingMore,
  loadMoreGames,
  reloadGames,
  selectedGame,
  selectGame,
} from '../model/game-list-model.ts';

/** The up and down buttons move the list by this much. */
export const SCROLL_STEP_PX = 100;

function PosterTile({ game, selected }: { game: GameDto; selected: boolean }) {
  return (
    <li className="poster">
      <button
        type="button"
        className="poster__button"
        aria-pressed={selected}
        aria-label={game.GameName}
        onClick={() => selectGame(game)}
      >
        <span className="poster__art">
          <img className="poster__image" src={game.ImageURL} alt="" loading="lazy" draggable={false} />
          <span className="poster__rating">{game.GameEsrb}</span>
        </span>
        <span className="poster__caption">
          <span className="poster__name">{game.GameName}</span>
          <span className="poster__genre">{game.GameGenre}</span>
        </span>
      </button>
    </li>
  );
}

function GridState() {
  useSignals();
  if (listStatus.value === 'loading') return <Spinner label="Loading games…" />;
  if (listStatus.value === 'error') {
    return (
      <div className="store-state" role="alert">
        <p className="store-state__title">We couldn't load the games.</p>
        <button type="button" className="store-state__retry" onClick={reloadGames}>
          Try Again
        </button>
      </div>
    );
  }
  return (
    <div className="store-state" role="status">
      <p className="store-state__title">No games found at the moment!</p>
    </div>
  );
}

/** Tracks whether the list can scroll further up or down, for the buttons. */
function useScrollEnds(list: React.RefObject<HTMLDivElement | null>, deps: unknown) {
  const [ends, setEnds] = useState({ top: true, bottom: true });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    setEnds({ top: el.scrollTop <= 0, bottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 1 });
  }, [list]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of posters changes the height
  useEffect(measure, [measure, deps]);
  return { ends, measure };
}

/** The scrolling poster grid: up/down buttons, one selected game, the next page when the end shows. */
export function PosterGrid() {
  useSignals();
  const list = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const shown = games.value;
  const { ends, measure } = useScrollEnds(list, shown.length);
  const ready = listStatus.value === 'ready' && shown.length > 0;

  // observed afresh after each page, so a sentinel still in view asks for the next one
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page must re-arm the observer
  useEffect(() => {
    const target = sentinel.current;
    if (!ready || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreGames(), {
      root: list.current,
      rootMargin: '0px 0px 240px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [ready, shown.length]);

  const scrollBy = (dy: number) => list.current?.scrollBy({ top: dy, behavior: 'smooth' });
  const selectedId = selectedGame.value?.GameId;
  return (
    <section className="store-grid" aria-label="Games">
      <div ref={list} className="store-grid__scroller" onScroll={measure}>
        {ready ? (
          <>
            <ul className="store-grid__list">
              {shown.map((g) => (
                <PosterTile key={g.GameId} game={g} selected={g.GameId === selectedId} />
              ))}
            </ul>
            <div ref={sentinel} className="store-grid__more">
              {loadingMore.value ? <Spinner label="Loading more games…" /> : null}
              {!hasMore.value && shown.length > 0 ? <span className="store-grid__end">That's every game</span> : null}
            </div>
          </>
        ) : (
          <GridState />
        )}
      </div>
      <div className="store-grid__arrows">
        <button
          type="button"
          className="store-arrow store-arrow--up"
          aria-label="Scroll up"
          disabled={!ready || ends.top}
          onClick={() => scrollBy(-SCROLL_STEP_PX)}
        />
        <button
          type="button"
          className="store-arrow store-arrow--down"
          aria-label="Scroll down"
          disabled={!ready || ends.bottom}
          onClick={() => scrollBy(SCROLL_STEP_PX)}
        />
      </div>
    </section>
  );
}
