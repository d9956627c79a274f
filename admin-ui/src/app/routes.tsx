import { useSignals } from '@preact/signals-react/runtime';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AccountMenu } from '#app-state/session/components/account-menu.tsx';
import { AREA_HOME, type Area } from '#app-state/session/model/access-rules.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { ConsoleLayout } from '#components/layout/console-layout.tsx';
import { ConsoleSsoScreen } from '#features/login/screens/console-sso-screen.tsx';
import { LoginScreen, MobileLoginScreen } from '#features/login/screens/login-screen.tsx';
import { AreaGuard } from './area-guard.tsx';
import { ADMIN_ROUTES, type AreaRoute, COMMON_ROUTES, SUPERADMIN_ROUTES } from './area-routes.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

const AREAS: ReadonlyArray<{ area: Area; prefix: string; routes: readonly AreaRoute[] }> = [
  { area: 'admin', prefix: '/admin', routes: ADMIN_ROUTES },
  { area: 'superadmin', prefix: '/superadmin', routes: SUPERADMIN_ROUTES },
  { area: 'common', prefix: '/common', routes: COMMON_ROUTES },
];

const PUBLIC_PATHS = new Set(['/admin/login', '/admin/mobile-login']);
/** A client's staff sign-in through its identity provider: /admin/sso/{client_id}. */
const SSO_PATH = /^\/admin\/sso\/([^/]+)$/;

function areaOf(path: string) {
  return AREAS.find((a) => path === a.prefix || path.startsWith(`${a.prefix}/`)) ?? null;
}

/** Where "back to the dashboard" goes for whoever is signed in. */
function dashboardHome(): string {
  return userSession.value?.role_id === 4 ? AREA_HOME.superadmin : AREA_HOME.admin;
}

/**
 * The console's routes: the public login pages (a client's SSO sign-in among them), then each
 * area behind its guard.
 * Services send /admin/*, /superadmin/* and /common/* here.
 */
export function AppRoutes() {
  useSignals();
  const [path] = useLocation();
  if (PUBLIC_PATHS.has(path)) {
    return path === '/admin/login' ? <LoginScreen /> : <MobileLoginScreen />;
  }
  const sso = SSO_PATH.exec(path)?.[1];
  if (sso) return <ConsoleSsoScreen clientId={decodeURIComponent(sso)} />;
  const found = areaOf(path);
  // only reachable in development, where the dev server may open at another path
  if (!found) return <Redirect to="/admin/login" replace />;
  if (path === found.prefix) return <Redirect to={AREA_HOME[found.area]} replace />;
  return (
    <ConsoleLayout
      name={found.area === 'superadmin' ? 'Super admin console' : 'Admin console'}
      account={<AccountMenu />}
    >
      <AreaGuard area={found.area} path={path}>
        <Switch>
          {found.routes.map((r) => (
            <Route key={r.path} path={r.path} component={r.component} />
          ))}
          <Route>
            <NotFoundScreen home={dashboardHome()} />
          </Route>
        </Switch>
      </AreaGuard>
    </ConsoleLayout>
  );
}
