import type { Slot, StationView } from '@gamepod/contracts/bridge-socket';
import { useSignals } from '@preact/signals-react/runtime';
import { helperDown, station } from '#app-state/station/bridge-model.ts';
import { PLATFORM_NAMES } from '#app-state/station/platform-names.ts';

type Row = { xd: 'xd1' | 'xd2'; name: string; ready: boolean };

function rowFor(view: StationView, xd: 'xd1' | 'xd2', index: number, helperOk: boolean): Row {
  const slot: Slot = view[xd];
  if (slot === 'na' || slot === 'start') return { xd, name: `Console ${index}`, ready: false };
  const ready = helperOk && !view.pod_disabled && !view[`${slot}_disabled`];
  return { xd, name: PLATFORM_NAMES[slot], ready };
}

/** Each console of the station, Ready or Offline, on the login screen. */
export function ConsoleStatusList() {
  useSignals();
  const view = station.value;
  if (!view) return null;
  const rows = [rowFor(view, 'xd1', 1, !helperDown.value), rowFor(view, 'xd2', 2, !helperDown.value)];
  return (
    <ul className="console-status" aria-label="Consoles">
      {rows.map((row) => (
        <li key={row.xd} className={`console-status__item console-status__item--${row.ready ? 'ready' : 'offline'}`}>
          <span className="console-status__dot" aria-hidden="true" />
          <span className="console-status__name">{row.name}</span>
          <span className="console-status__state">{row.ready ? 'Ready' : 'Offline'}</span>
        </li>
      ))}
    </ul>
  );
}
