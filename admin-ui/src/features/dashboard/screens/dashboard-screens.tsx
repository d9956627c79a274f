import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { userSession } from '#app-state/session/model/session-model.ts';
import { HeroHeader } from '#components/hero-header.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { DashboardTiles } from '../components/dashboard-tiles.tsx';
import { AlertsWidget, OrientationWidget } from '../components/dashboard-widgets.tsx';
import { ADMIN_DASHBOARD_LINKS, SUPERADMIN_DASHBOARD_LINKS } from '../model/dashboard-links.ts';
import { dashboardWidgets } from '../model/dashboard-widgets-model.ts';
import { unansweredChats, watchUnansweredChats } from '../model/unanswered-chats-model.ts';

/** The Live Chat tile's badge: the open chats waiting for an answer. */
function useChatBadge(on: boolean) {
  useEffect(() => (on ? watchUnansweredChats() : undefined), [on]);
  const count = unansweredChats.value ?? 0;
  return { '/common/live-chat': { count, label: `${count} unanswered ${count === 1 ? 'chat' : 'chats'}` } };
}

function Hero({ eyebrow, welcome }: { eyebrow: string; welcome: string }) {
  return <HeroHeader eyebrow={eyebrow} title="Dashboard" welcome={welcome} />;
}

/**
 * /admin/dashboard, off-pod: 'Dashboard', 'Welcome Admin!' and the area buttons, then the
 * orientation widget (`?is_orientation=1`) and the alerts widget (`?is_alerts=1`) when asked for.
 * Role 5 is held here and reaches no other area, so it gets Logout only, and no widgets.
 */
export function AdminDashboardScreen() {
  useSignals();
  usePageTitle('Dashboard');
  const search = useSearch();
  const restricted = userSession.value?.role_id === 5;
  const widgets = restricted ? { orientation: false, alerts: false } : dashboardWidgets(search);
  const badges = useChatBadge(!restricted);
  return (
    <>
      <Hero eyebrow="Admin console" welcome="Welcome Admin!" />
      <DashboardTiles links={restricted ? [] : ADMIN_DASHBOARD_LINKS} badges={badges} />
      {widgets.orientation || widgets.alerts ? (
        <div className="widgets">
          {widgets.orientation ? <OrientationWidget /> : null}
          {widgets.alerts ? <AlertsWidget /> : null}
        </div>
      ) : null}
    </>
  );
}

/** /superadmin/dashboard: the super admin's areas and Logout. */
export function SuperAdminDashboardScreen() {
  useSignals();
  usePageTitle('Dashboard');
  const badges = useChatBadge(true);
  return (
    <>
      <Hero eyebrow="Super admin console" welcome="Welcome Super Admin!" />
      <DashboardTiles links={SUPERADMIN_DASHBOARD_LINKS} badges={badges} />
    </>
  );
}
