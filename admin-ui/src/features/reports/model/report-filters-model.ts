// The reports' filters, shared by both screens (the tabs keep them): the interval (until the user
// picks one, each report opens on its own default: the status report on today, the Activity
// report on the last week, so its charts have days to show), a custom interval's ends, a super admin's client ('All clients') and the lab ('All
// Labs'), whose list reloads when the client changes. The form a report is read with is
// computed from them; a custom interval counts only once applied.
import type { ReportInterval } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { userSession } from '#app-state/session/model/session-model.ts';
import { createResource } from '#lib/resource.ts';
import { type ReportForm, reportsApi } from '../api/reports-api.ts';

export const INTERVAL_OPTIONS: ReadonlyArray<{ id: ReportInterval; value: string }> = [
  { id: 'today', value: 'Today' },
  { id: 'lastweek', value: 'Last week' },
  { id: 'lastmonth', value: 'Last month' },
  { id: 'custom', value: 'Custom' },
];

export type CustomInterval = {
  readonly start_date: string;
  readonly start_time: string;
  readonly start_ampm: 'AM' | 'PM';
  readonly end_date: string;
  readonly end_time: string;
  readonly end_ampm: 'AM' | 'PM';
};

const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;

/** A custom interval to start from: the last 7 days, midnight to midnight. */
function defaultCustom(now = new Date()): CustomInterval {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    start_date: usDate(start),
    start_time: '12:00',
    start_ampm: 'AM',
    end_date: usDate(end),
    end_time: '12:00',
    end_ampm: 'AM',
  };
}

export const isSuperAdmin = computed(() => userSession.value?.role_id === 4);
export const interval = signal<ReportInterval>('today');
/** The custom interval being typed. */
export const customDraft = signal<CustomInterval>(defaultCustom());
/** The custom interval the reports read (set by Apply). */
const customApplied = signal<CustomInterval | null>(null);
/** 'Please fill all required fields' while a custom field is empty. */
export const customError = signal<string | null>(null);
export const clientId = signal('');
export const labId = signal('');

export const clientOptions = createResource(() => reportsApi.clients());
export const labOptions = createResource(() => reportsApi.labs(clientId.value));

/** The user's own zone: the intervals' days and hours are theirs. */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The form the reports are read with now; null while a custom interval waits for Apply. */
export const reportForm = computed<ReportForm | null>(() => {
  const scope = { client_id: clientId.value || undefined, lab_id: labId.value || undefined };
  const user_timezone = userTimeZone();
  if (interval.value !== 'custom') return { interval: interval.value, ...scope, user_timezone };
  const custom = customApplied.value;
  return custom ? { interval: 'custom', ...custom, ...scope, user_timezone } : null;
});

/** Whether the user picked the interval: from then on both reports keep their pick. */
let intervalPicked = false;

export function chooseInterval(value: string): void {
  intervalPicked = true;
  interval.value = (INTERVAL_OPTIONS.find((o) => o.id === value)?.id ?? 'today') as ReportInterval;
  customError.value = null;
}

export function editCustom(change: Partial<CustomInterval>): void {
  customDraft.value = { ...customDraft.value, ...change };
  customError.value = null;
}

/** Reads the reports over the typed custom interval, once every field is filled. */
export function applyCustom(): void {
  const draft = customDraft.value;
  if (Object.values(draft).some((v) => v.trim() === '')) {
    customError.value = 'Please fill all required fields';
    return;
  }
  customError.value = null;
  customApplied.value = { ...draft };
}

/** A super admin's client: its labs are listed, and the lab goes back to 'All Labs'. */
export function chooseClient(id: string): void {
  clientId.value = id;
  labId.value = '';
  void labOptions.reload();
}

export function chooseLab(id: string): void {
  labId.value = id;
}

/**
 * Loads the pickers when a report screen opens, on the screen's `opening` interval unless the
 * user picked one (the filters themselves persist across the tabs).
 */
export function openReportFilters(opening: ReportInterval): void {
  if (!intervalPicked) interval.value = opening;
  if (isSuperAdmin.value && !clientOptions.data.value) void clientOptions.load();
  if (!labOptions.data.value) void labOptions.load();
}

/** Whose live pushes a screen can follow: the admin's client, or the one a super admin picked. */
export const liveClient = computed(() => (isSuperAdmin.value ? clientId.value : (userSession.value?.client_id ?? '')));
