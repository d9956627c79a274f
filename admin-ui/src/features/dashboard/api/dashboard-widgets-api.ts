// The off-pod dashboard widgets' calls: the alerts showing now, and the venue's labs and pods
// for the orientation widget.
import { adminGet } from '#app-state/api/admin-api.ts';

const zone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The alerts the widget looks through: the newest by start, one page. */
export const WIDGET_ALERTS_LOOKED_AT = 50;

export const dashboardWidgetsApi = {
  /** The caller's alerts (their client's; every client's for a super admin), newest start (the default sort) first. */
  alerts: () =>
    adminGet(
      '/common/alerts/list',
      { length: WIDGET_ALERTS_LOOKED_AT, page: 1, sort_type: 'desc', user_timezone: zone() },
      { quiet: true },
    ),
  labs: () => adminGet('/admin/kiosk/labs', {}, { quiet: true }),
  pods: () => adminGet('/admin/kiosk/client/pods', {}, { quiet: true }),
};
