import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import {
  cancelFilter,
  doneFilter,
  draftValues,
  openFilter,
  toggleDraft,
  toggleFilter,
} from '../model/filter-menu-model.ts';
import type { FilterDef } from '../model/game-filters.ts';
import { filters } from '../model/game-list-model.ts';

/** One filter (Rating, Genre or Storage): a button opening its values to tick, and Done. */
export function FilterMenu({ def }: { def: FilterDef }) {
  useSignals();
  const open = openFilter.value === def.kind;
  const applied = filters.value[def.kind].length;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancelFilter();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const panelId = `filter-${def.kind}`;
  return (
    <div className="filter-menu">
      <button
        type="button"
        className={`store-chip${applied ? ' store-chip--on' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={applied ? `${def.label}, ${applied} chosen` : def.label}
        onClick={() => toggleFilter(def.kind)}
      >
        {def.label}
        {applied ? (
          <span className="store-chip__count" aria-hidden="true">
            {applied}
          </span>
        ) : null}
        <span className="store-chip__caret" aria-hidden="true" />
      </button>
      {open ? (
        <>
          <div className="filter-menu__scrim" aria-hidden="true" onClick={cancelFilter} />
          <div ref={panel} id={panelId} className="filter-menu__panel" role="dialog" aria-label={def.label}>
            <fieldset className="filter-menu__options">
              <legend className="filter-menu__legend">{def.label}</legend>
              {def.options.map((o) => (
                <label key={o.value} className="filter-menu__option">
                  <input
                    type="checkbox"
                    checked={draftValues.value.includes(o.value)}
                    onChange={() => toggleDraft(o.value)}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className="filter-menu__done" onClick={doneFilter}>
              Done
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
