import { POLL_INTERVAL_MS, startHealthPolling } from '@gamepod/ui-kit';
import { useEffect } from 'react';
import { PageHeader } from '#components/page-header.tsx';
import { StatusToolbar } from '#features/system-status/components/status-toolbar.tsx';
import { SystemStatusView } from '#features/system-status/components/system-status-view.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';

/** The console's first page: live health of this gamepod server. */
export function SystemStatusScreen() {
  usePageTitle('System status');
  useEffect(() => startHealthPolling(), []);

  return (
    <>
      <PageHeader
        title="System status"
        back={{ href: '/superadmin/dashboard', label: 'Back To Dashboard' }}
        subtitle={`Health of this gamepod server, checked every ${POLL_INTERVAL_MS / 1000} seconds.`}
        actions={<StatusToolbar />}
      />
      <SystemStatusView />
    </>
  );
}
