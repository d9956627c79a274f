import { POLL_INTERVAL_MS, startHealthPolling } from '@gamepod/ui-kit';
import { useEffect } from 'react';
import { StatusToolbar } from '../../features/system-status/components/status-toolbar.tsx';
import { SystemStatusView } from '../../features/system-status/components/system-status-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './page-header.css';

/** The console's first page: live health of this gamepod server. */
export function SystemStatusScreen() {
  usePageTitle('System status');
  useEffect(() => startHealthPolling(), []);

  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="page-header__title">System status</h1>
          <p className="page-header__subtitle">
            Health of this gamepod server, checked every {POLL_INTERVAL_MS / 1000} seconds.
          </p>
        </div>
        <StatusToolbar />
      </div>
      <SystemStatusView />
    </>
  );
}
