import { headline, healthState, isChecking, loadHealth, StatusIcon } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { ProjectionsTable } from './projections-table.tsx';
import { ServiceCards } from './service-cards.tsx';
import { StatusError, StatusSkeleton } from './status-placeholders.tsx';
import './system-status.css';

/** The health of this server: an overall banner, a card per service, and the read models' lag. */
export function SystemStatusView() {
  useSignals();
  const state = healthState.value;

  if (state.kind === 'loading') return <StatusSkeleton />;
  if (state.kind === 'failed') {
    return (
      <StatusError
        message={state.error}
        checkedAt={state.checkedAt}
        checking={isChecking.value}
        onRetry={() => void loadHealth()}
      />
    );
  }

  const { snapshot } = state;
  return (
    <div className="system-status">
      <div className={`status-banner status-banner--${snapshot.healthy ? 'ok' : 'down'}`}>
        <StatusIcon tone={snapshot.healthy ? 'ok' : 'down'} className="status-banner__icon" />
        <div>
          <p className="status-banner__title" role="status">
            {snapshot.healthy ? 'All systems operational' : headline.value}
          </p>
          {!snapshot.healthy && <p className="status-banner__detail">Server says: {snapshot.message}</p>}
        </div>
      </div>
      <ServiceCards snapshot={snapshot} />
      <section className="status-card" aria-labelledby="projections-title">
        <header className="status-card__header">
          <h2 id="projections-title" className="status-card__title">
            Read models
          </h2>
          <p className="status-card__subtitle">Lag is how many events a read model has yet to apply from the stream.</p>
        </header>
        <ProjectionsTable snapshot={snapshot} />
      </section>
    </div>
  );
}
