import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { station } from '#app-state/station/bridge-model.ts';
import { PLATFORM_NAMES } from '#app-state/station/platform-names.ts';
import { SearchBox } from '#components/search-box.tsx';
import { FILTERS, SORTS } from '../model/game-filters.ts';
import { outputPlatform } from '../model/game-launch-model.ts';
import { chooseSort, listStatus, searchText, sort, totalRows, typeSearch } from '../model/game-list-model.ts';
import { FilterMenu } from './filter-menu.tsx';
import './games-toolbar.css';

/** The search box, shown only on pods with a physical keyboard. */
function GamesSearch() {
  useSignals();
  if (!station.value?.keyboard) return null;
  return <SearchBox className="store-search" label="Search games" value={searchText.value} onValue={typeSearch} />;
}

/** Back, the console's name and count, search, the sorts and the filters. */
export function GamesToolbar() {
  useSignals();
  const platform = outputPlatform.value;
  const count = totalRows.value;
  return (
    <div className="store-toolbar">
      <div className="store-toolbar__row">
        <Link href="/player/dashboard" className="store-back">
          <span className="store-back__arrow" aria-hidden="true" />
          Back
        </Link>
        <div className="store-heading">
          <h1 className="store-heading__title">{platform ? `${PLATFORM_NAMES[platform]} Games` : 'Games'}</h1>
          <p className="store-heading__count" aria-live="polite">
            {listStatus.value === 'ready' ? `${count} ${count === 1 ? 'game' : 'games'}` : '\u00a0'}
          </p>
        </div>
        <GamesSearch />
      </div>
      <div className="store-toolbar__row">
        <fieldset className="store-filters">
          <legend className="visually-hidden">Filters</legend>
          {FILTERS.map((def) => (
            <FilterMenu key={def.kind} def={def} />
          ))}
        </fieldset>
        <fieldset className="store-sorts">
          <legend className="visually-hidden">Sort</legend>
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              className="store-sort"
              aria-pressed={sort.value === s.value}
              onClick={() => chooseSort(s.value)}
            >
              {s.label}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
