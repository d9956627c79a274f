import type { CommandType } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { StatusBadge } from '#components/status-badge.tsx';
import { saveSeatOnSelected } from '../model/admin-save-seat-model.ts';
import { LAUNCHES, launchAllowed } from '../model/launch-rules.ts';
import {
  commandRunning,
  lastResults,
  loginOnSelected,
  runCommand,
  selectedOrWarn,
} from '../model/pod-commands-model.ts';
import { station } from '../model/pod-info-model.ts';
import { openLed } from '../model/pod-led-model.ts';

/** The buttons that send one pod command each, in the order staff see them. */
const COMMANDS: ReadonlyArray<{ type: CommandType; label: string; run?: () => Promise<unknown> }> = [
  { type: 'save_seat', label: 'Save Seat', run: saveSeatOnSelected },
  { type: 'logout', label: 'Logout' },
];

/** What became of the last command, pod by pod. */
function Results() {
  useSignals();
  const results = lastResults.value;
  if (!results) return null;
  return (
    <section className="pod-dash__results" aria-label="Command results">
      <h3 className="pod-dash__results-title">{results.label}</h3>
      <ul>
        {results.rows.map((r) => (
          <li key={r.pod_id}>
            <span className="pod-dash__results-pod">{r.name}</span>
            <StatusBadge tone={r.ok ? 'ok' : 'down'}>{r.text}</StatusBadge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Change LED, Login, Save Seat, Logout, the four launches and Reboot, on the selected pods. */
export function CommandPanel() {
  useSignals();
  const [, navigate] = useLocation();
  const running = commandRunning.value;
  const busy = (label: string) => running === label;
  return (
    <Card title="Pod commands">
      <div className="pod-dash__commands">
        <Button onClick={openLed} disabled={running !== null}>
          Change LED
        </Button>
        <Button busy={busy('Login')} disabled={running !== null} onClick={() => void loginOnSelected()}>
          Login
        </Button>
        <Button
          busy={busy('Login to Games')}
          disabled={running !== null}
          onClick={() => void loginOnSelected('pod_games')}
        >
          Login to Games
        </Button>
        {COMMANDS.map((c) => (
          <Button
            key={c.type}
            busy={busy(c.label)}
            disabled={running !== null}
            onClick={() => void (c.run ? c.run() : runCommand(c.type, c.label))}
          >
            {c.label}
          </Button>
        ))}
        {LAUNCHES.map((l) => (
          <Button
            key={l.xd}
            variant="primary"
            disabled={running !== null || !launchAllowed(station.value, l.xd)}
            onClick={() => {
              if (selectedOrWarn()) navigate(`/admin/pod_games/${l.xd}`);
            }}
          >
            {l.label}
          </Button>
        ))}
        <Button
          variant="danger"
          busy={busy('Reboot')}
          disabled={running !== null}
          onClick={() => void runCommand('reboot', 'Reboot')}
        >
          Reboot
        </Button>
      </div>
      <Results />
    </Card>
  );
}
