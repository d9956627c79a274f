import { useSignals } from '@preact/signals-react/runtime';
import { userSession } from '#app-state/session/model/session-model.ts';
import { HeroHeader } from '#components/hero-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { DashboardTiles } from '../components/dashboard-tiles.tsx';
import { ADMIN_DASHBOARD_LINKS, SUPERADMIN_DASHBOARD_LINKS } from '../model/dashboard-links.ts';

function Hero({ eyebrow, welcome }: { eyebrow: string; welcome: string }) {
  return <HeroHeader eyebrow={eyebrow} title="Dashboard" welcome={welcome} />;
}

/**
 * /admin/dashboard, off-pod: 'Dashboard', 'Welcome Admin!' and the area buttons.
 * Role 5 is held here and reaches no other area, so it gets Logout only. (The pod dashboard,
 * shown on a real pod, comes with its issue.)
 */
export function AdminDashboardScreen() {
  useSignals();
  usePageTitle('Dashboard');
  const restricted = userSession.value?.role_id === 5;
  return (
    <>
      <Hero eyebrow="Admin console" welcome="Welcome Admin!" />
      <DashboardTiles links={restricted ? [] : ADMIN_DASHBOARD_LINKS} />
    </>
  );
}

/** /superadmin/dashboard: the super admin's areas and Logout. */
export function SuperAdminDashboardScreen() {
  usePageTitle('Dashboard');
  return (
    <>
      <Hero eyebrow="Super admin console" welcome="Welcome Super Admin!" />
      <DashboardTiles links={SUPERADMIN_DASHBOARD_LINKS} />
    </>
  );
}
