import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { followStreamDefault, setStreaming, streaming, streamingBusy } from '../model/streaming-model.ts';

/** Whether this pod streams the player's play, with the switch that changes it. */
export function StreamingNotice() {
  useSignals();
  useEffect(() => {
    void followStreamDefault();
  }, []);
  const on = streaming.value;
  if (on === null) return null;
  return (
    <div className={`streaming-notice${on ? ' streaming-notice--on' : ''}`} role="status">
      <span className="streaming-notice__dot" aria-hidden="true" />
      <p className="streaming-notice__text">
        <strong>{on ? 'Streaming is on' : 'Streaming is off'}</strong>
        <span>
          {on ? "Your play on this pod may be shown on the venue's screens." : 'Your play stays on this pod.'}
        </span>
      </p>
      <label className="streaming-notice__switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          disabled={streamingBusy.value}
          onChange={(e) => void setStreaming(e.currentTarget.checked)}
        />
        <span>Stream my play</span>
      </label>
    </div>
  );
}
