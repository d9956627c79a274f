import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { AuthLayout } from '#components/layout/auth-layout.tsx';
import { Spinner } from '#components/spinner.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { CampusButton } from '../components/campus-button.tsx';
import { consoleSso, openConsoleSso, startConsoleSso } from '../model/console-sso-model.ts';
import './login-screen.css';

const PasswordLink = () => (
  <Link href="/admin/login" className="sso-login__alt">
    Sign in with email and password instead
  </Link>
);

/**
 * /admin/sso/{client_id}: a client's staff sign in to the console through its identity
 * provider; the provider sends them back here, and the page opens their dashboard.
 */
export function ConsoleSsoScreen({ clientId }: { clientId: string }) {
  useSignals();
  usePageTitle('Staff sign-in');
  useEffect(() => {
    void openConsoleSso(clientId);
  }, [clientId]);
  const state = consoleSso.value;
  switch (state.kind) {
    case 'loading':
    case 'redeeming':
      return (
        <AuthLayout title="Staff sign-in">
          <div className="sso-login__wait">
            <Spinner label={state.kind === 'loading' ? 'Loading…' : 'Opening your dashboard…'} showLabel />
          </div>
        </AuthLayout>
      );
    case 'failed':
      return (
        <AuthLayout title="Staff sign-in">
          <p className="sso-login__failed" role="alert">
            {state.message}
          </p>
          <CampusButton name={null} onClick={() => void openConsoleSso(clientId)}>
            Start again
          </CampusButton>
          <PasswordLink />
        </AuthLayout>
      );
    case 'offer':
    case 'leaving': {
      const { provider } = state;
      if (provider.sso_active !== 1) {
        return (
          <AuthLayout title="Staff sign-in">
            <p className="sso-login__failed" role="alert">
              Single sign-on is not set up for this venue. Ask your venue's administrator for the right address.
            </p>
            <PasswordLink />
          </AuthLayout>
        );
      }
      const name = provider.name ?? 'your organisation';
      return (
        <AuthLayout title={name} subtitle="Staff sign-in to the Gamepod admin console">
          <p className="sso-login__lead">
            Use your {name} account. You may be asked to confirm it is you on your phone.
          </p>
          <CampusButton name={name} busy={state.kind === 'leaving'} onClick={() => void startConsoleSso(clientId)} />
          <PasswordLink />
        </AuthLayout>
      );
    }
    default: {
      const never: never = state;
      return never;
    }
  }
}
