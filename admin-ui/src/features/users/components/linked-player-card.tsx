import type { PlayerView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Card } from '#components/card.tsx';
import { Switch } from '#components/switch.tsx';
import { savingSwitch, setUserSwitch, switchesSettling, userDetail } from '../model/user-detail-model.ts';
import { formatMinutes } from '../model/user-format.ts';

const TIMES = [
  ['Play Time', 'time_play'],
  ['Paid Time', 'time_paid'],
  ['Comp Time', 'time_comp'],
  ['Time Balance', 'time_balance'],
] as const;

/** A player's Stream and Pro switches (saved at once) and their minutes. */
export function LinkedPlayerCard({ player }: { player: PlayerView }) {
  useSignals();
  const waiting = switchesSettling.value || userDetail.loading.value;
  return (
    <Card title="Linked Player">
      <div className="linked-player__switches">
        <Switch
          label="Stream"
          checked={player.stream_default === 1}
          disabled={waiting}
          busy={savingSwitch.value === 'stream_default'}
          onChange={(on) => void setUserSwitch('stream_default', on)}
        />
        <Switch
          label="Pro"
          checked={player.pro === 1}
          disabled={waiting}
          busy={savingSwitch.value === 'pro'}
          onChange={(on) => void setUserSwitch('pro', on)}
        />
      </div>
      <ul className="linked-player__times" aria-label="Player time">
        {TIMES.map(([label, key]) => (
          <li key={key} className={`time-tile${key === 'time_balance' ? ' time-tile--balance' : ''}`}>
            <span className="time-tile__label">{label}</span>
            <span className="time-tile__value">{formatMinutes(player[key])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
