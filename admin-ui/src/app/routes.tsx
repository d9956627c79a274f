import { Redirect, Route, Switch } from 'wouter';
import { SystemStatusScreen } from './screens/system-status-screen.tsx';

/**
 * Console routes. Services send /admin/*, /superadmin/* and /common/* here; until their
 * screens land, each area shows the system status.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/admin/*?" component={SystemStatusScreen} />
      <Route path="/superadmin/*?" component={SystemStatusScreen} />
      <Route path="/common/*?" component={SystemStatusScreen} />
      {/* only reachable in development, where the dev server may open at another path */}
      <Route>
        <Redirect to="/admin" replace />
      </Route>
    </Switch>
  );
}
