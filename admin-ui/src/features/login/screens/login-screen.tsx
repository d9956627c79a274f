import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { podSession, podWithoutKeyboard } from '#app-state/session/model/session-model.ts';
import { AuthLayout } from '#components/layout/auth-layout.tsx';
import { usePageTitle } from '#lib/use-page-title.ts';
import { CampusButton } from '../components/campus-button.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { PodQr } from '../components/pod-qr.tsx';
import { lastConsoleSso } from '../model/console-sso-model.ts';
import { resetLoginForm, signedInOn } from '../model/login-model.ts';
import { watchPodLogin } from '../model/pod-remote-login.ts';
import './login-screen.css';

/** The campus this browser last signed in to through SSO, offered again beside the password form. */
function LastCampus() {
  const [, go] = useLocation();
  const last = lastConsoleSso();
  if (!last) return null;
  return (
    <>
      <div className="login-or">or</div>
      <CampusButton
        variant="secondary"
        name={last.name || null}
        onClick={() => go(`/admin/sso/${encodeURIComponent(last.client_id)}`)}
      />
    </>
  );
}

/** /admin/login: the staff sign-in; on a pod without a keyboard, the QR code for a phone instead. */
export function LoginScreen() {
  useSignals();
  usePageTitle('Admin Login');
  useEffect(() => resetLoginForm(), []);
  const pod = podWithoutKeyboard.value ? podSession.value : null;
  useEffect(() => (pod ? watchPodLogin(pod) : undefined), [pod]);
  return (
    <AuthLayout title="Admin Login" subtitle={pod ? undefined : 'Sign in to manage your labs, pods and players.'}>
      {pod ? (
        <PodQr pod={pod} />
      ) : (
        <>
          <LoginForm mode="web" remoteId={null} />
          <LastCampus />
        </>
      )}
    </AuthLayout>
  );
}

/**
 * /admin/mobile-login: the same form for a phone. Opened from a pod's QR code
 * (`?remote_id=`), it signs that pod in and only confirms here.
 */
export function MobileLoginScreen() {
  useSignals();
  usePageTitle('Mobile Login');
  useEffect(() => resetLoginForm(), []);
  const remoteId = new URLSearchParams(useSearch()).get('remote_id');
  const done = signedInOn.value;
  return (
    <AuthLayout
      title="Admin Login"
      subtitle={remoteId ? 'Sign in to open the admin console on the Gamepod.' : undefined}
    >
      {done ? (
        <p className="login-done" role="status">
          You are signed in on {done}. The Gamepod is opening your dashboard.
        </p>
      ) : (
        <LoginForm mode="mobile" remoteId={remoteId} />
      )}
    </AuthLayout>
  );
}
