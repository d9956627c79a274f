import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '#components/card.tsx';
import { Spinner } from '#components/spinner.tsx';
import type { GroupState } from '../model/target-selection.ts';
import { groupState } from '../model/target-selection.ts';
import {
  allState,
  groups,
  selected,
  targetPods,
  targets,
  toggleAll,
  toggleLetter,
  toggleTarget,
} from '../model/targets-model.ts';

const pressed = (state: GroupState) => (state === 'all' ? 'true' : state === 'some' ? 'mixed' : 'false');

/** Select Target Gamepods: Select All, a toggle per letter, a toggle per pod. */
export function TargetsPanel({ herePodId }: { herePodId: string }) {
  useSignals();
  const pods = targetPods.value;
  const count = selected.value.size;
  return (
    <Card
      title="Select Target Gamepods"
      actions={<span className="pod-dash__count">{count === 0 ? 'None selected' : `${count} selected`}</span>}
    >
      {targets.data.value === null ? (
        <Spinner label="Loading pods…" showLabel />
      ) : pods.length === 0 ? (
        <p className="pod-dash__hint">No pods found at the moment!</p>
      ) : (
        <div className="pod-dash__targets">
          <fieldset className="pod-dash__toggles">
            <legend className="visually-hidden">Groups</legend>
            <button
              type="button"
              className="pod-toggle pod-toggle--all"
              aria-pressed={pressed(allState.value)}
              onClick={toggleAll}
            >
              Select All
            </button>
            {groups.value.map((g) => (
              <button
                key={g.letter}
                type="button"
                className="pod-toggle pod-toggle--letter"
                aria-pressed={pressed(groupState(selected.value, g.ids))}
                aria-label={`Letter ${g.letter}`}
                onClick={() => toggleLetter(g.letter)}
              >
                {g.letter}
              </button>
            ))}
          </fieldset>
          <fieldset className="pod-dash__toggles">
            <legend className="visually-hidden">Pods</legend>
            {pods.map((p) => (
              <button
                key={p.id}
                type="button"
                className={`pod-toggle${p.id === herePodId ? ' pod-toggle--here' : ''}`}
                aria-pressed={selected.value.has(p.id)}
                title={p.id === herePodId ? 'This pod' : undefined}
                onClick={() => toggleTarget(p.id)}
              >
                {p.name}
              </button>
            ))}
          </fieldset>
        </div>
      )}
    </Card>
  );
}
