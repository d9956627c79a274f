import { startHealthPolling, Wordmark } from '@gamepod/ui-kit';
import { useEffect } from 'react';
import { ServiceStatusPanel } from '../../features/system-status/components/service-status-panel.tsx';
import './station-setup-screen.css';

/** What a station shows until its real screens exist: who we are, that it is being set up, and whether the server is fine. */
export function StationSetupScreen() {
  useEffect(() => startHealthPolling(), []);

  return (
    <div className="setup-screen">
      <header className="setup-screen__header">
        <Wordmark />
      </header>
      <main className="setup-screen__main">
        <div className="setup-screen__spinner" aria-hidden="true" />
        <h1 className="setup-screen__title">Setting up this station…</h1>
        <section className="setup-screen__status" aria-label="Service status">
          <ServiceStatusPanel />
        </section>
      </main>
    </div>
  );
}
