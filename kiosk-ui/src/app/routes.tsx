import { Route, Switch } from 'wouter';
import { StationSetupScreen } from './screens/station-setup-screen.tsx';

/** Kiosk routes. Until the login and player screens land, every path shows the setup screen. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={StationSetupScreen} />
      <Route component={StationSetupScreen} />
    </Switch>
  );
}
