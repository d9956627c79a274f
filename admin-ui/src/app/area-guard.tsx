import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { type Area, judgeAccess } from '#app-state/session/model/access-rules.ts';
import { clearUserSession, userSession } from '#app-state/session/model/session-model.ts';
import { LinkButton } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';

/** The message a signed-in role outside the area sees. */
export const NO_PERMISSION = "You don't have permissions to access this area";

/** Where a role's own console (or the kiosk, for players and facilitators) starts. */
const OWN_HOME: Readonly<Record<number, string>> = {
  1: '/player/dashboard',
  2: '/facilitator/dashboard',
  3: '/admin/dashboard',
  4: '/superadmin/dashboard',
  5: '/admin/dashboard',
};

function Denied({ role }: { role: number }) {
  usePageTitle('No access');
  const home = OWN_HOME[role];
  return (
    <Card className="denied">
      <div className="denied__body" role="alert">
        <h1 className="denied__title">{NO_PERMISSION}</h1>
        <p className="denied__text">Your account's role does not include this part of the console.</p>
      </div>
      {home ? (
        // a full page load: the player and facilitator homes belong to the kiosk app
        <a className="button button--primary" href={home}>
          Go to my dashboard
        </a>
      ) : (
        <LinkButton href="/admin/login">Sign in again</LinkButton>
      )}
    </Card>
  );
}

/** Runs the route guard of `area` for `path` before its screens render. */
export function AreaGuard({ area, path, children }: { area: Area; path: string; children: ReactNode }) {
  useSignals();
  const user = userSession.value;
  const access = judgeAccess(area, path, user);
  const signInAt = access.kind === 'sign-in' ? access.to : null;
  const fullPage = access.kind === 'sign-in' && access.fullPage;
  useEffect(() => {
    if (signInAt === null) return;
    clearUserSession();
    // the kiosk ('/') is another app: a full page load
    if (fullPage) location.replace(signInAt);
    else navigate(signInAt, { replace: true });
  }, [signInAt, fullPage]);
  switch (access.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Redirect to={access.to} replace />;
    case 'denied':
      return <Denied role={user?.role_id ?? 0} />;
    case 'sign-in':
      return <Spinner label="Opening the login…" />;
    default: {
      const never: never = access;
      return never;
    }
  }
}
