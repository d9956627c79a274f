import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { PageHeader } from '#components/page-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ReportLayout, StatTiles } from '../components/report-frame.tsx';
import { StatusTable } from '../components/status-table.tsx';
import { isSuperAdmin } from '../model/report-filters-model.ts';
import { formatPercent } from '../model/report-format.ts';
import { openStatusReport, statusLive, statusReadAt, statusReport } from '../model/status-report-model.ts';

function StatusStats() {
  useSignals();
  const data = statusReport.data.value;
  if (!data) return null;
  const s = data.stats;
  return (
    <StatTiles
      label="Status stats"
      stats={[
        { label: 'Total pods', value: String(s.total) },
        { label: 'Idle', value: String(s.idle), hint: 'Idle or asleep now' },
        { label: 'Missing', value: String(s.missing), hint: 'Not heard from' },
        { label: 'In use', value: String(s.has_user), hint: 'Someone signed in now' },
        { label: 'Occupancy', value: formatPercent(s.occu, 2), hint: data.window.label },
      ]}
    />
  );
}

function LiveNote() {
  useSignals();
  const at = statusReadAt.value;
  const time = at ? new Date(at).toLocaleTimeString('en-US') : null;
  return (
    <span className="report-live">
      <span className={`report-live__dot${statusLive.value ? ' report-live__dot--on' : ''}`} aria-hidden="true" />
      {statusLive.value ? 'Live' : 'Refreshes every 60 s'}
      {time ? ` · Updated ${time}` : ''}
    </span>
  );
}

/** /common/reports/status: each pod's status now and its play over the interval. */
export function StatusReportScreen() {
  useSignals();
  usePageTitle('Status Report');
  useEffect(() => openStatusReport(), []);
  const home = isSuperAdmin.value ? '/superadmin/dashboard' : '/admin/dashboard';
  return (
    <>
      <PageHeader title="Status Report" subtitle={<LiveNote />} back={{ href: home, label: 'Back To Dashboard' }} />
      <ReportLayout current="/common/reports/status">
        <StatusStats />
        <StatusTable />
      </ReportLayout>
    </>
  );
}
