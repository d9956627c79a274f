import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '#components/spinner.tsx';
import { LoginScreen } from '#features/login/screens/login-screen.tsx';
import { ForgotPasswordScreen } from '#features/password-reset/screens/forgot-password-screen.tsx';
import { PhoneQueueScreen } from '#features/queue/screens/phone-queue-screen.tsx';
import { StationQueueScreen } from '#features/queue/screens/station-queue-screen.tsx';
import { MobileLoginScreen } from '#features/remote/screens/mobile-login-screen.tsx';
import { SignageScreen } from '#features/signage/screens/signage-screen.tsx';
import { SignupScreen } from '#features/signup/screens/signup-screen.tsx';
import { KioskShell } from './kiosk-shell.tsx';
import { SignedInGuard } from './signed-in-guard.tsx';

// the signed-in areas load on demand, keeping the login screen's first load small
const PlayerDashboardScreen = lazy(() =>
  import('#features/player/screens/player-dashboard-screen.tsx').then((m) => ({ default: m.PlayerDashboardScreen })),
);
const PlayerGamesRoute = lazy(() => import('./player-games-route.tsx').then((m) => ({ default: m.PlayerGamesRoute })));
const FacilitatorRoute = lazy(() => import('./facilitator-route.tsx').then((m) => ({ default: m.FacilitatorRoute })));
const PlayerBuyTimeRoute = lazy(() =>
  import('./player-buy-time-route.tsx').then((m) => ({ default: m.PlayerBuyTimeRoute })),
);
const LogoutScreen = lazy(() =>
  import('#features/logout/screens/logout-screen.tsx').then((m) => ({ default: m.LogoutScreen })),
);

function Loading() {
  return (
    <div className="route-loading">
      <Spinner label="Loading…" />
    </div>
  );
}

/** The station's routes, inside the shell that holds the bridge and realtime sockets. */
function StationRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/" component={LoginScreen} />
        <Route path="/login" component={LoginScreen} />
        <Route path="/register">{() => <SignupScreen />}</Route>
        <Route path="/queue" component={StationQueueScreen} />
        <Route path="/forgot-password">{() => <ForgotPasswordScreen />}</Route>
        <Route path="/player/logout" component={LogoutScreen} />
        <Route path="/player/dashboard">
          <SignedInGuard allow={1}>
            <PlayerDashboardScreen />
          </SignedInGuard>
        </Route>
        <Route path="/player/games/:xd?">
          {(params) => (
            <SignedInGuard allow={1}>
              {params.xd === 'xd1' || params.xd === 'xd2' ? (
                <PlayerGamesRoute xd={params.xd} />
              ) : (
                <Redirect to="/player/dashboard" replace />
              )}
            </SignedInGuard>
          )}
        </Route>
        <Route path="/player/buy-time">
          <SignedInGuard allow={1}>
            <PlayerBuyTimeRoute />
          </SignedInGuard>
        </Route>
        <Route path="/player">
          <Redirect to="/player/dashboard" replace />
        </Route>
        <Route path="/facilitator/dashboard">
          <SignedInGuard allow={2}>
            <FacilitatorRoute page="dashboard" />
          </SignedInGuard>
        </Route>
        <Route path="/facilitator/pods">
          <SignedInGuard allow={2}>
            <FacilitatorRoute page="pods" />
          </SignedInGuard>
        </Route>
        <Route path="/facilitator/games/:platform?">
          {(params) => (
            <SignedInGuard allow={2}>
              {params.platform === 'xb' || params.platform === 'ps' ? (
                <FacilitatorRoute page={params.platform} />
              ) : params.platform === undefined ? (
                // the bare path is the games screen itself, on the first platform; its switch moves between them
                <FacilitatorRoute page="xb" />
              ) : (
                <Redirect to="/facilitator/dashboard" replace />
              )}
            </SignedInGuard>
          )}
        </Route>
        <Route path="/facilitator">
          <Redirect to="/facilitator/dashboard" replace />
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * Kiosk routes. The phone pages (mobile login, and sign-up or reset opened from a
 * QR code) and a lab's queue signage (a TV at the door) live outside the station shell: they
 * have no bridge to talk to and nobody signed in.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/mobile-login/:qr">{(p) => <MobileLoginScreen qrCode={p.qr} />}</Route>
      <Route path="/mobile-login/:qr/queue">{(p) => <PhoneQueueScreen qrCode={p.qr} />}</Route>
      <Route path="/register/:qr">{(p) => <SignupScreen qrCode={p.qr} />}</Route>
      <Route path="/forgot-password/:qr">{(p) => <ForgotPasswordScreen qrCode={p.qr} />}</Route>
      <Route path="/labs/:lab_id/queue">{(p) => <SignageScreen labId={p.lab_id} />}</Route>
      <Route>
        <KioskShell>
          <StationRoutes />
        </KioskShell>
      </Route>
    </Switch>
  );
}
