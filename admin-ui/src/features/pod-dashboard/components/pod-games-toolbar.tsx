import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_SORT_LABELS,
  GAME_SORTS,
  GAME_TYPE_LABELS,
  GAME_TYPES,
  type GameSort,
} from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { Button } from '#components/button.tsx';
import {
  applyFilters,
  chooseSort,
  filters,
  type GameFilters,
  listStatus,
  searchText,
  sort,
  totalRows,
  typeSearch,
} from '../model/pod-games-model.ts';

type FilterKey = keyof GameFilters;

/** One filter dropdown: its values as checkboxes, applied with Done. */
function FilterMenu({
  title,
  field,
  values,
}: {
  title: string;
  field: FilterKey;
  values: readonly { value: string; label: string }[];
}) {
  useSignals();
  const ref = useRef<HTMLDetailsElement>(null);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const applied = filters.value[field] as readonly string[];
  return (
    <details
      ref={ref}
      className="pod-games__filter"
      onToggle={(e) => {
        if (e.currentTarget.open) setChosen(applied);
      }}
    >
      <summary className="pod-games__filter-button">
        {title}
        {applied.length ? <span className="pod-games__filter-count">{applied.length}</span> : null}
      </summary>
      <fieldset className="pod-games__filter-menu">
        <legend className="visually-hidden">{title}</legend>
        {values.map((v) => (
          <label key={v.value} className="pod-games__filter-option">
            <input
              type="checkbox"
              checked={chosen.includes(v.value)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setChosen((c) => (on ? [...c, v.value] : c.filter((x) => x !== v.value)));
              }}
            />
            {v.label}
          </label>
        ))}
        <Button
          variant="primary"
          onClick={() => {
            applyFilters({ ...filters.value, [field]: chosen });
            if (ref.current) ref.current.open = false;
          }}
        >
          Done
        </Button>
      </fieldset>
    </details>
  );
}

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Title search with its count, the sort, and the Rating, Genre and Storage filters. */
export function PodGamesToolbar() {
  useSignals();
  const count = totalRows.value;
  return (
    <div className="pod-games__toolbar">
      <div className="pod-games__search">
        <input
          type="search"
          aria-label="Search games"
          placeholder="Search games"
          value={searchText.value}
          onChange={(e) => typeSearch(e.currentTarget.value)}
        />
        <span className="pod-games__count" aria-live="polite">
          {listStatus.value === 'ready' ? `${count} ${count === 1 ? 'game' : 'games'}` : ''}
        </span>
      </div>
      <label className="pod-games__sort">
        <span>Sort</span>
        <select value={sort.value} onChange={(e) => chooseSort(e.currentTarget.value as GameSort)}>
          {GAME_SORTS.map((s) => (
            <option key={s} value={s}>
              {GAME_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <FilterMenu title="Rating" field="game_esrb" values={asOptions(GAME_ESRB)} />
      <FilterMenu title="Genre" field="game_genre" values={asOptions(GAME_GENRES)} />
      <FilterMenu
        title="Storage"
        field="game_type"
        values={GAME_TYPES.map((t) => ({ value: t, label: GAME_TYPE_LABELS[t] }))}
      />
    </div>
  );
}
