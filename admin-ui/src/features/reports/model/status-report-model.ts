// The Status Report: read with the filters, again every 60 s without a loader (the rows stay
// while a refresh runs), and patched in between by the fleet status pushes of the client whose
// pods it shows. A super admin on 'All clients' has no one channel to follow: the 60 s refresh
// alone keeps that view current.
import type { StatusReport, StatusReportRow, StatusReportStats } from '@gamepod/contracts/http';
import type { PodStatusPush } from '@gamepod/contracts/realtime';
import { effect, signal } from '@preact/signals-react';
import { watchPodStatus } from '#app-state/fleet/pod-status-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { createResource, pollResource, type Resource } from '#lib/resource.ts';
import { reportsApi } from '../api/reports-api.ts';
import { liveClient, openReportFilters, reportForm } from './report-filters-model.ts';

/** The status report refreshes every 60 s. */
export const STATUS_REFRESH_MS = 60_000;

/** True while the live socket is subscribed. */
export const statusLive = signal(false);
/** When the report on screen was read (ms), for 'Updated hh:mm:ss'. */
export const statusReadAt = signal<number | null>(null);

let quiet = false;

export const statusReport: Resource<StatusReport | null> = createResource<StatusReport | null>(async () => {
  const form = reportForm.value;
  if (!form) return statusReport.data.value ?? null;
  const report = await reportsApi.status(form, quiet);
  statusReadAt.value = Date.now();
  return report;
});

/** The stats of `rows`, as the server counts them; occupancy is the interval's and does not move with a push. */
export function statsOf(rows: readonly StatusReportRow[], occu: number): StatusReportStats {
  return {
    total: rows.length,
    idle: rows.filter((r) => r.activity === 'IDLE' || r.activity === 'ASLEEP').length,
    missing: rows.filter((r) => r.activity === 'MISSING').length,
    has_user: rows.filter((r) => r.in_use === 1).length,
    occu,
  };
}

/** A pushed status: the pod's row takes its activity, online state and user at once. */
export function applyStatusPush(push: PodStatusPush): void {
  const current = statusReport.data.value;
  if (!current?.report.some((r) => r.pod_id === push.pod_id)) return;
  const report = current.report.map((r) =>
    r.pod_id === push.pod_id
      ? { ...r, activity: push.activity, online: push.online, message: push.message, in_use: push.in_use }
      : r,
  );
  statusReport.set({ ...current, report, stats: statsOf(report, current.stats.occu) });
}

/**
 * Opens the Status Report: loads now, whenever the filters change, and every 60 s, and follows
 * the live pushes of the client on screen. Returns the close.
 */
export function openStatusReport(): () => void {
  openReportFilters('today');
  quiet = false;
  const stopFilters = effect(() => {
    if (reportForm.value) void statusReport.reload();
  });
  // the poll's loads after the first are refreshes: no toast for a blip, the rows stay
  const stopPolling = pollResource(
    {
      ...statusReport,
      load: () => {
        const first = statusReport.data.value === null;
        quiet = !first;
        return statusReport.load();
      },
    },
    STATUS_REFRESH_MS,
  );
  const stopLive = effect(() => {
    const client = liveClient.value;
    const token = userSession.value?.token;
    if (!client || !token) return;
    const stop = watchPodStatus(client, token, applyStatusPush, (up) => {
      statusLive.value = up;
    });
    return () => {
      stop();
      statusLive.value = false;
    };
  });
  return () => {
    stopFilters();
    stopPolling();
    stopLive();
    statusReport.reset();
    statusReadAt.value = null;
  };
}
