import type { Platform, Slot } from '@gamepod/contracts/bridge-socket';
import { PLATFORMS, VOLUME_MAX, VOLUME_MIN } from '@gamepod/contracts/catalogues';
import type { PodSession } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { Switch } from '#components/switch.tsx';
import { platformOn } from '../model/launch-rules.ts';
import {
  muted,
  setPlatformOn,
  setVolume,
  station,
  testAudioOn,
  toggleMute,
  toggleTestAudio,
  volume,
  volumeSaving,
} from '../model/pod-info-model.ts';

const isPlatform = (slot: Slot): slot is Platform => PLATFORMS.some((p) => p.code === slot);
const platformName = (slot: Slot) =>
  PLATFORMS.find((p) => p.code === slot)?.name ?? (slot === 'start' ? 'Starting…' : 'Nothing attached');

/** One output: what is attached, and a switch that turns its platform on or off here. */
function XdRow({ xd, slot }: { xd: 'XD1' | 'XD2'; slot: Slot | null }) {
  return (
    <div className="pod-dash__xd">
      <span className="pod-dash__xd-name">{xd}</span>
      <span className="pod-dash__xd-console">{slot === null ? '—' : platformName(slot)}</span>
      {slot !== null && isPlatform(slot) ? (
        <Switch
          label={`${xd} ${platformName(slot)} on`}
          hideLabel
          checked={platformOn(station.value, slot)}
          onChange={(on) => void setPlatformOn(slot, on)}
        />
      ) : null}
    </div>
  );
}

/** Pod info: the XD switches, the volume (0–50 shown doubled as a percent, mute and unmute) and Toggle Test Audio. */
export function PodInfoPanel({ pod }: { pod: PodSession }) {
  useSignals();
  const view = station.value;
  return (
    <Card title="Pod info" className="pod-dash__info">
      <dl className="pod-dash__facts">
        <dt>Pod</dt>
        <dd>{pod.nav_name ?? '—'}</dd>
        <dt>Lab</dt>
        <dd>{pod.lab_name}</dd>
      </dl>
      <div className="pod-dash__xds">
        <XdRow xd="XD1" slot={view?.xd1 ?? null} />
        <XdRow xd="XD2" slot={view?.xd2 ?? null} />
        {view === null ? <p className="pod-dash__hint">Waiting for the station…</p> : null}
      </div>
      <div className="pod-dash__volume">
        <label htmlFor="pod-volume">Volume</label>
        <input
          id="pod-volume"
          type="range"
          min={VOLUME_MIN}
          max={VOLUME_MAX}
          value={volume.value}
          aria-valuetext={`${volume.value * 2}%`}
          disabled={volumeSaving.value}
          onChange={(e) => {
            volume.value = Number(e.currentTarget.value);
          }}
          onPointerUp={(e) => void setVolume(Number(e.currentTarget.value))}
          onKeyUp={(e) => void setVolume(Number(e.currentTarget.value))}
        />
        <output htmlFor="pod-volume" className="pod-dash__volume-value">
          {volume.value * 2}%
        </output>
      </div>
      <div className="pod-dash__row">
        <Button onClick={() => void toggleMute()} disabled={volumeSaving.value}>
          {muted.value ? 'Unmute' : 'Mute'}
        </Button>
        <Button onClick={toggleTestAudio} aria-pressed={testAudioOn.value}>
          Toggle Test Audio
        </Button>
      </div>
    </Card>
  );
}
