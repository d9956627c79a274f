// Each area's screens as a list: a screen's helper adds its route with one line in its area.
// Paths are full (wouter's `nest` would make every Link relative to the area); the area guard
// has already run when these match. A route's component receives the path params as `params`.
import type { ComponentType } from 'react';
import { AdminDashboardScreen, SuperAdminDashboardScreen } from '../features/dashboard/screens/dashboard-screens.tsx';
import { SystemStatusScreen } from './screens/system-status-screen.tsx';

export type AreaRoute = {
  /** A wouter pattern, e.g. '/admin/labs/edit/:lab_id'. */
  readonly path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each screen declares its own params
  readonly component: ComponentType<any>;
};

/** /admin/* (roles 3 and 5; role 5 reaches the dashboard only). */
export const ADMIN_ROUTES: AreaRoute[] = [{ path: '/admin/dashboard', component: AdminDashboardScreen }];

/** /superadmin/* (role 4). */
export const SUPERADMIN_ROUTES: AreaRoute[] = [
  { path: '/superadmin/dashboard', component: SuperAdminDashboardScreen },
  { path: '/superadmin/system-status', component: SystemStatusScreen },
];

/** /common/* (roles 3 and 4; /common/alerts also role 2). */
export const COMMON_ROUTES: AreaRoute[] = [];
