import Type, { type Static } from 'typebox';
import { Flag, KioskKeys, Nullable, Strict } from '../fields.ts';
import { get, post } from '../route.ts';
import { UserSession } from '../user/user-session.ts';
import { KioskScheduleFields } from './pod-session.ts';

/** The lab's hours, as the pod session data has them. */
export const KioskSchedule = Type.Object(KioskScheduleFields);
export type KioskSchedule = Static<typeof KioskSchedule>;

/** Whether the pod is ready for the next player: no login of this page is open on it any more. */
export const kioskCheckReady = get('/kiosk/check/ready', {
  querystring: Type.Object(KioskKeys),
  data: Type.Object({ ready: Flag }),
});

/**
 * The page's ready wait ran out (30 s after a logout): the logins it still waits for are
 * reported stuck, for staff to see and end. The page goes to its login screen anyway.
 */
export const kioskReportStuckSession = post('/kiosk/report/stuck_session', {
  body: Strict(KioskKeys),
  data: Type.Object({ reported: Type.Integer({ minimum: 0, description: 'sessions newly reported stuck' }) }),
});

/** Today's and tomorrow's hours of the pod's lab; a kiosk that runs past midnight reads the new day here. */
export const kioskSchedule = get('/kiosk/schedule', { querystring: Type.Object(KioskKeys), data: KioskSchedule });

/** Whether the page's stored login is still live on this pod, and its user session. */
export const kioskCheckSession = post('/kiosk/check/session', {
  body: Strict(KioskKeys),
  data: Type.Object({ valid: Flag, user: Nullable(UserSession) }),
});
