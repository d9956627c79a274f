// `@gamepod/services/domain`: the pure deciders and rules, for tools that build the events
// services would (benchmark seeds, tests of other packages). No IO is reachable from here.
export { clientDecider } from '../clients/domain/client-decider.ts';
export { labDecider } from '../labs/domain/lab-decider.ts';
export { type ScheduleForm, weekFromForm } from '../labs/domain/schedule-form.ts';
export { podDecider } from '../pods/domain/pod-decider.ts';
export { reportWindow } from '../reports/domain/report-window.ts';
export { dateText, timeText, wallTimeAt } from '../reservations/domain/zoned-time.ts';
export { userDecider } from '../users/domain/user-decider.ts';
export { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from './roles.ts';
