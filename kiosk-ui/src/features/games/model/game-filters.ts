import {
  GAME_ESRB,
  GAME_GENRES,
  GAME_SORT_LABELS,
  GAME_SORTS,
  GAME_TYPE_LABELS,
  GAME_TYPES,
  type GameSort,
} from '@gamepod/contracts/catalogues';

/** The three filters of the games screen, each the query field it fills. */
export type FilterKind = 'game_esrb' | 'game_genre' | 'game_type';

export type FilterOption = { readonly value: string; readonly label: string };
export type FilterDef = {
  readonly kind: FilterKind;
  readonly label: string;
  readonly options: readonly FilterOption[];
};

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Rating, Genre and Storage, with the catalogues' values. */
export const FILTERS: readonly FilterDef[] = [
  { kind: 'game_esrb', label: 'Rating', options: same(GAME_ESRB) },
  { kind: 'game_genre', label: 'Genre', options: same(GAME_GENRES) },
  { kind: 'game_type', label: 'Storage', options: GAME_TYPES.map((t) => ({ value: t, label: GAME_TYPE_LABELS[t] })) },
];

/** Popular, Newest, ABC. */
export const SORTS: readonly { readonly value: GameSort; readonly label: string }[] = GAME_SORTS.map((value) => ({
  value,
  label: GAME_SORT_LABELS[value],
}));

export type FilterValues = Readonly<Record<FilterKind, readonly string[]>>;
export const NO_FILTERS: FilterValues = { game_esrb: [], game_genre: [], game_type: [] };
