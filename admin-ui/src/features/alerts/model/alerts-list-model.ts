// Manage Alerts' list: 7 per page, sorted by a column (default active_start descending), a
// super admin's client filter.
import type { AlertRow } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import type { Sort } from '#components/data-table.tsx';
import { createResource } from '#lib/resource.ts';
import { type AlertsSortBy, alertsApi } from '../api/alerts-api.ts';
import { alertZone } from './alert-zone.ts';

export const DEFAULT_ALERTS_SORT: Sort = { by: 'active_start', dir: 'desc' };

type AlertsQuery = { readonly page: number; readonly clientId: string; readonly sort: Sort };
const FIRST: AlertsQuery = { page: 1, clientId: '', sort: DEFAULT_ALERTS_SORT };

export const alertsQuery = signal<AlertsQuery>(FIRST);
const keyOf = (q: AlertsQuery) => JSON.stringify(q);
let fetchedKey = '';

export const alertsPage = createResource(() => {
  const q = alertsQuery.value;
  fetchedKey = keyOf(q);
  return alertsApi.list({
    page: q.page,
    clientId: q.clientId,
    sortBy: q.sort.by as AlertsSortBy,
    sortType: q.sort.dir,
    zone: alertZone.value,
  });
});

export const alertRows = computed<readonly AlertRow[] | null>(() => alertsPage.data.value?.alerts ?? null);

/** Loads the page the query names; a change during a load is loaded right after it. */
export async function refreshAlerts(): Promise<void> {
  await alertsPage.load();
  if (fetchedKey !== keyOf(alertsQuery.value)) await refreshAlerts();
}

function change(next: Partial<AlertsQuery>): void {
  alertsQuery.value = { ...alertsQuery.value, ...next };
  void refreshAlerts();
}

export const sortAlerts = (sort: Sort): void => change({ sort, page: 1 });
export const goToAlertsPage = (page: number): void => change({ page });
export const filterAlertsByClient = (clientId: string): void => change({ clientId, page: 1 });

/** Opening the screen: the first page in the default order. */
export function openAlertsList(): () => void {
  alertsQuery.value = FIRST;
  void refreshAlerts();
  return alertsPage.reset;
}
