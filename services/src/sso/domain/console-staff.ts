import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';

/**
 * Who may sign in to the admin console through a client's identity provider: the roles the
 * console's own login form admits (client admins, and super admins, who belong to no client
 * and so never reach a client's provider). Judged before a session starts, so that another
 * role's sign-in is an audited refusal.
 */
const CONSOLE_ROLES: ReadonlySet<number> = new Set([CLIENT_ADMIN, SUPER_ADMIN]);

export const mayUseConsole = (role: number): boolean => CONSOLE_ROLES.has(role);

/** Where a console sign-in's one-time code waits: no pod's kiosk can redeem it, and a console page redeems no pod's code. */
export const CONSOLE_REDEEMER = 'console';
