// The Activity report: read with the filters, again whenever they change (a custom interval
// once applied). Its tables and charts read the one reply.
import type { Summary } from '@gamepod/contracts/http';
import { effect } from '@preact/signals-react';
import { createResource } from '#lib/resource.ts';
import { reportsApi } from '../api/reports-api.ts';
import { openReportFilters, reportForm } from './report-filters-model.ts';

export const summaryReport = createResource<Summary | null>(async () => {
  const form = reportForm.value;
  return form ? reportsApi.summary(form) : null;
});

/** Opens the Activity report: loads now and whenever the filters change. Returns the close. */
export function openSummaryReport(): () => void {
  openReportFilters('lastweek');
  const stop = effect(() => {
    reportForm.value;
    void summaryReport.reload();
  });
  return () => {
    stop();
    summaryReport.reset();
  };
}
