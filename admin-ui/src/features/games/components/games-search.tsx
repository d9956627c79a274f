import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';

type GamesSearchProps = {
  /** The box as typed. */
  draft: Signal<string>;
  /** Enter: search with what is typed. */
  onApply: () => void;
  label: string;
  autoFocus?: boolean;
};

/** A game list's search box: it searches on Enter, not on every key. */
export function GamesSearch({ draft, onApply, label, autoFocus = false }: GamesSearchProps) {
  useSignals();
  return (
    <form
      className="games-search"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <input
        type="search"
        aria-label={label}
        placeholder="Search by name, then Enter"
        value={draft.value}
        onChange={(e) => (draft.value = e.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
      />
    </form>
  );
}
