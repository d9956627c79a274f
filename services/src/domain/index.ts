// `@gamepod/services/domain`: the pure deciders and rules, for tools that build the events
// services would (benchmark seeds, tests of other packages). No IO is reachable from here.
export { clientDecider } from './client/client-decider.ts';
export { labDecider } from './lab/lab-decider.ts';
export { type ScheduleForm, weekFromForm } from './lab/schedule-form.ts';
export { podDecider } from './pod/pod-decider.ts';
export { reportWindow } from './report/report-window.ts';
export { dateText, timeText, wallTimeAt } from './reservation/zoned-time.ts';
export { CLIENT_ADMIN, FACILITATOR, PLAYER, RESTRICTED_ADMIN, SUPER_ADMIN } from './roles.ts';
export { userDecider } from './user/user-decider.ts';
