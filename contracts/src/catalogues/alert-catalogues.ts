/** How a player's alert looks: a tick, a success, a failure or a warning. 'check' is the default. */
export const ALERT_TYPES = ['check', 'success', 'failure', 'warning'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Who an alert (or an emergency alert) reaches: every pod, one client's pods, or one lab's. */
export const ALERT_SCOPES = ['global', 'client', 'lab'] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];

/** An alert's heading and its text below it. */
export const ALERT_HEAD_MAX = 150;
export const ALERT_SUB_MAX = 1000;

/** The kinds of system message, as the kiosk and the console show them. */
export const SYSTEM_MESSAGE_TYPES = ['failure', 'warning', 'success'] as const;
/** A message key: lower case words joined by '-', '_' or '.', as the UIs look them up. */
export const MSG_KEY_PATTERN = '^[a-z0-9][a-z0-9_.-]{0,99}$';
export const SYSTEM_MESSAGE_HEAD_MAX = 300;
export const SYSTEM_MESSAGE_SUB_MAX = 1000;

/** Manage Alerts and Manage System Messages show 7 per page. */
export const ALERT_PAGE_SIZE = 7;
export const SYSTEM_MESSAGE_PAGE_SIZE = 7;
