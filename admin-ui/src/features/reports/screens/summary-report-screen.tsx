import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Button } from '#components/button.tsx';
import { PageHeader } from '#components/page-header.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { ReportLayout, StatTiles } from '../components/report-frame.tsx';
import { SummaryCharts } from '../components/summary-charts.tsx';
import { SummaryTablesView } from '../components/summary-tables-view.tsx';
import { downloadPdf } from '../model/report-export.ts';
import { interval, isSuperAdmin } from '../model/report-filters-model.ts';
import { formatHours, formatPercent, formatUsd, formatWait } from '../model/report-format.ts';
import { openSummaryReport, summaryReport } from '../model/summary-report-model.ts';

function SummaryStats() {
  useSignals();
  const summary = summaryReport.data.value;
  if (!summary) return null;
  const s = summary.report.stats;
  const q = summary.report.queue;
  return (
    <StatTiles
      label="Activity stats"
      stats={[
        { label: 'Sessions', value: String(s.sessions), hint: `${s.guests} ${s.guests === 1 ? 'guest' : 'guests'}` },
        { label: 'Players', value: String(s.players) },
        { label: 'Play time', value: `${formatHours(s.play_time)} h`, hint: `${s.average_minutes} min a session` },
        {
          label: 'Occupancy',
          value: formatPercent(s.occupancy, 2),
          hint: `${s.pods} ${s.pods === 1 ? 'pod' : 'pods'}`,
        },
        { label: 'Feedback', value: String(s.surveys), hint: s.rating === null ? 'No ratings' : `Rated ${s.rating}/5` },
        { label: 'Revenue', value: formatUsd(summary.revenue.total), hint: `${summary.revenue.payments} payments` },
        {
          label: 'Queue wait',
          value: formatWait(q.wait_median),
          hint: `median · 90th percentile ${formatWait(q.wait_p90)}`,
        },
        {
          label: 'Queue no-shows',
          value: String(q.no_shows),
          hint: `${q.abandoned} abandoned of ${q.places} joined`,
        },
      ]}
    />
  );
}

function SummaryBody() {
  useSignals();
  const summary = summaryReport.data.value;
  if (!summary) {
    if (summaryReport.loading.value) return <Spinner label="Loading the report…" />;
    return interval.value === 'custom' ? (
      <p className="report-window">Fill in the custom interval and press Apply.</p>
    ) : null;
  }
  return (
    <>
      <p className="report-window" aria-live="polite">
        {summary.report.window.label}
        {summaryReport.loading.value ? ' · updating…' : ''}
      </p>
      <SummaryStats />
      <SummaryCharts />
      <SummaryTablesView />
    </>
  );
}

/** /common/reports/summary: the Activity report, with charts and its PDF and CSV exports. */
export function SummaryReportScreen() {
  useSignals();
  usePageTitle('Activity Report');
  useEffect(() => openSummaryReport(), []);
  const home = isSuperAdmin.value ? '/superadmin/dashboard' : '/admin/dashboard';
  const summary = summaryReport.data.value;
  return (
    <>
      <PageHeader
        title="Activity Report"
        subtitle="Play, games, feedback and revenue over the interval, in your time zone."
        back={{ href: home, label: 'Back To Dashboard' }}
        actions={
          <Button variant="primary" disabled={!summary} onClick={() => summary && void downloadPdf(summary)}>
            Export PDF
          </Button>
        }
      />
      <ReportLayout current="/common/reports/summary">
        <SummaryBody />
      </ReportLayout>
    </>
  );
}
