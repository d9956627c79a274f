import { useSignals } from '@preact/signals-react/runtime';
import { mute, muted, setVolume, unmute, VOLUME_MAX, volume, volumePercent } from '../model/volume-model.ts';

function SpeakerIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className="volume__cone" d="M4 9h3.5L12 5v14l-4.5-4H4z" />
      {off ? (
        <path className="volume__wave" d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <path className="volume__wave" d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
      )}
    </svg>
  );
}

/** Volume 0–50 shown ×2 as a percent, with mute (sets 0) and unmute (restores, or sets `unmuteTo`) icons. */
export function VolumeControl({ unmuteTo }: { unmuteTo?: number } = {}) {
  useSignals();
  return (
    <div className="volume">
      <button type="button" className="volume__icon" aria-label="Mute" onClick={mute} disabled={muted.value}>
        <SpeakerIcon off />
      </button>
      <input
        className="volume__slider"
        type="range"
        min={0}
        max={VOLUME_MAX}
        step={1}
        value={volume.value}
        aria-label="Volume"
        aria-valuetext={`${volumePercent.value}%`}
        style={{ '--fill': `${volumePercent.value}%` } as React.CSSProperties}
        onChange={(e) => setVolume(Number(e.currentTarget.value))}
      />
      <output className="volume__value" aria-live="polite">
        {volumePercent.value}%
      </output>
      <button
        type="button"
        className="volume__icon"
        aria-label="Unmute"
        onClick={() => void unmute(unmuteTo)}
        disabled={!muted.value}
      >
        <SpeakerIcon off={false} />
      </button>
    </div>
  );
}
