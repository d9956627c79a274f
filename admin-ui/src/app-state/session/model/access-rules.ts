// The console's route guards, as one pure function so the rules read as a table and are unit-tested.

export type Area = 'admin' | 'superadmin' | 'common';

/** What the rules read of the stored session (a stored one may lack fields). */
export type SessionFacts = { readonly token?: string; readonly role_id?: number } | null;

/** Each area's home: where its bare path goes. */
export const AREA_HOME: Readonly<Record<Area, string>> = {
  admin: '/admin/dashboard',
  superadmin: '/superadmin/dashboard',
  common: '/common/users',
};

/** Where each role's console starts after a login. */
export const ROLE_HOME: Readonly<Record<number, string>> = { 3: '/admin/dashboard', 4: '/superadmin/dashboard' };

const AREA_ROLES: Readonly<Record<Area, readonly number[]>> = { admin: [3, 5], superadmin: [4], common: [3, 4] };

/** Paths of an area that admit more roles than the area does (alerts, live chat and a lab's queue also admit role 2). */
const EXTRA_ROLES: ReadonlyArray<{ prefix: string; roles: readonly number[] }> = [
  { prefix: '/common/alerts', roles: [2] },
  { prefix: '/common/live-chat', roles: [2] },
  { prefix: '/common/lab_queue', roles: [2] },
];

/** Role 5 may open this one path of the admin area and is sent back to it from any other. */
export const RESTRICTED_HOME = '/admin/dashboard';

export type Access =
  | { readonly kind: 'allow' }
  /** Signed out (or a session lacking role_id): the stored session is cleared, then `to` opens. */
  | { readonly kind: 'sign-in'; readonly to: string; readonly fullPage: boolean }
  /** Signed in, but this area is not the role's: 'You don't have permissions to access this area'. */
  | { readonly kind: 'denied' }
  | { readonly kind: 'redirect'; readonly to: string };

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Who may see `path` of `area`:
 * - no session: /admin/login for the admin and super admin areas, '/' (the kiosk, a full page
 *   load) for the common area; a session lacking role_id counts as none and goes to /admin/login;
 * - a role the area does not admit: the permission message;
 * - role 5 anywhere in the admin area but the dashboard: back to the dashboard.
 */
export function judgeAccess(area: Area, path: string, user: SessionFacts): Access {
  if (user?.token && !user.role_id) return { kind: 'sign-in', to: '/admin/login', fullPage: false };
  if (!user?.token) {
    return area === 'common'
      ? { kind: 'sign-in', to: '/', fullPage: true }
      : { kind: 'sign-in', to: '/admin/login', fullPage: false };
  }
  const extra = EXTRA_ROLES.find((e) => under(path, e.prefix))?.roles ?? [];
  const role = user.role_id ?? 0;
  if (!AREA_ROLES[area].includes(role) && !extra.includes(role)) return { kind: 'denied' };
  if (area === 'admin' && role === 5 && path !== RESTRICTED_HOME) return { kind: 'redirect', to: RESTRICTED_HOME };
  return { kind: 'allow' };
}
