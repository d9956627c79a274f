import {
  formatClock,
  headline,
  healthState,
  isChecking,
  loadHealth,
  POLL_INTERVAL_MS,
  StatusIcon,
} from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '../../../components/kiosk-button.tsx';
import { ServiceTiles } from './service-tiles.tsx';
import './service-status-panel.css';

const EVERY = `every ${POLL_INTERVAL_MS / 1000} s`;

function Loading() {
  return (
    <div className="status-panel status-panel--loading" aria-busy="true">
      <p className="status-panel__headline" role="status">
        <span className="status-panel__pulse" aria-hidden="true" />
        Checking services…
      </p>
      <ul className="service-tiles" aria-hidden="true">
        {['nats', 'postgres', 'stream', 'projections'].map((key) => (
          <li key={key} className="service-tile service-tile--skeleton" />
        ))}
      </ul>
    </div>
  );
}

/** The kiosk's compact service status: headline, one tile per service, and a retry when unreachable. */
export function ServiceStatusPanel() {
  useSignals();
  const state = healthState.value;

  if (state.kind === 'loading') return <Loading />;

  if (state.kind === 'failed') {
    return (
      <div className="status-panel status-panel--failed">
        <p className="status-panel__headline" role="status">
          <StatusIcon tone="down" />
          Service status unavailable
        </p>
        <p className="status-panel__detail">{state.error}</p>
        <div className="status-panel__actions">
          <KioskButton onClick={() => void loadHealth()} disabled={isChecking.value}>
            {isChecking.value ? 'Checking…' : 'Retry'}
          </KioskButton>
          <p className="status-panel__meta">
            Tried at {formatClock(state.checkedAt)}. Trying again {EVERY}.
          </p>
        </div>
      </div>
    );
  }

  const healthy = state.snapshot.healthy;
  return (
    <div className={`status-panel ${healthy ? 'status-panel--ok' : 'status-panel--degraded'}`}>
      <p className="status-panel__headline" role="status">
        <StatusIcon tone={healthy ? 'ok' : 'down'} />
        {headline.value}
      </p>
      <ServiceTiles snapshot={state.snapshot} />
      <p className="status-panel__meta">
        Last checked {formatClock(state.checkedAt)} · checks {EVERY}
      </p>
    </div>
  );
}
