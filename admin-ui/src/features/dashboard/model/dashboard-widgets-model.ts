import type { AlertRow } from '@gamepod/contracts/http';
import { createResource } from '#lib/resource.ts';
import { dashboardWidgetsApi } from '../api/dashboard-widgets-api.ts';

/**
 * Which widgets /admin/dashboard shows, from its query: `is_orientation=1` the orientation
 * widget, `is_alerts=1` the alerts widget (the names the player dashboard's params use).
 */
export function dashboardWidgets(search: string): { orientation: boolean; alerts: boolean } {
  const q = new URLSearchParams(search);
  return { orientation: q.get('is_orientation') === '1', alerts: q.get('is_alerts') === '1' };
}

/** The alerts widget shows at most this many alerts. */
export const WIDGET_ALERTS_SHOWN = 5;

/** The alerts players see now (status active), soonest to end first. */
export function alertsShowingNow(rows: readonly AlertRow[]): AlertRow[] {
  const ends = (a: AlertRow) => (a.active_untill ? Date.parse(a.active_untill) : Number.POSITIVE_INFINITY);
  return rows
    .filter((a) => a.status === 'active')
    .sort((a, b) => ends(a) - ends(b))
    .slice(0, WIDGET_ALERTS_SHOWN);
}

export const alertsWidget = createResource(async () => alertsShowingNow((await dashboardWidgetsApi.alerts()).alerts));

/** A step of the orientation: where it is done, and whether the venue has done it. */
export type OrientationStep = {
  readonly label: string;
  readonly href: string;
  readonly done: boolean;
  readonly detail: string;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The orientation's steps for a venue with `labs` labs and `pods` pods. */
export function orientationSteps(labs: number, pods: number): OrientationStep[] {
  return [
    {
      label: 'Add a lab',
      href: '/admin/labs',
      done: labs > 0,
      detail: labs > 0 ? count(labs, 'lab', 'labs') : 'A lab holds pods, hours and a mode',
    },
    {
      label: 'Deploy your pods',
      href: '/admin/labs',
      done: pods > 0,
      detail: pods > 0 ? count(pods, 'pod', 'pods') : 'Each station gets its pod key',
    },
    { label: 'Choose your games', href: '/admin/games', done: false, detail: 'What each lab and pod offers' },
    { label: 'Set your logo and theme', href: '/admin/settings', done: false, detail: 'What players see at sign-in' },
  ];
}

export const orientationWidget = createResource(async () => {
  const [labs, pods] = await Promise.all([dashboardWidgetsApi.labs(), dashboardWidgetsApi.pods()]);
  return { labs: labs.labs.length, pods: pods.pods.length };
});
