import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import {
  type CampusSso,
  goToCampus,
  mobileEmail,
  mobilePassword,
  mobileState,
  openMobileLogin,
  submitMobileLogin,
} from '#app-state/mobile-login/mobile-login-model.ts';
import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { FormNotice, FormPage } from '#components/form-page.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { prefillFrom } from '#lib/prefill.ts';
import './mobile-login-screen.css';

function LoginForm({ qrCode, busy }: { qrCode: string; busy: boolean }) {
  useSignals();
  const enc = encodeURIComponent(qrCode);
  return (
    <SubmitForm onSubmit={submitMobileLogin}>
      <EmailField
        autoComplete="username"
        value={mobileEmail.value}
        onValue={(v) => {
          mobileEmail.value = v;
        }}
      />
      <PasswordField
        autoComplete="current-password"
        value={mobilePassword.value}
        onValue={(v) => {
          mobilePassword.value = v;
        }}
      />
      <KioskButton type="submit" block busy={busy}>
        Login
      </KioskButton>
      <div className="form-page__actions">
        <Link className="login-form__link" href={`/register/${enc}`}>
          Sign Up
        </Link>
        <Link className="login-form__link" href={`/forgot-password/${enc}`}>
          Reset My Password
        </Link>
      </div>
    </SubmitForm>
  );
}

/** The venue's own sign-in: one button to its identity provider, instead of a password form. */
function CampusSignIn({ sso, busy }: { sso: CampusSso; busy: boolean }) {
  return (
    <div className="campus-sign-in">
      <KioskButton block busy={busy} onClick={goToCampus}>
        Sign in with {sso.name}
      </KioskButton>
      <p className="campus-sign-in__note">
        You will sign in on {sso.name}'s own page, then come back here. Nothing to type on the Gamepod.
      </p>
    </div>
  );
}

/** /mobile-login/{qr_code}: the phone side of the QR login. */
export function MobileLoginScreen({ qrCode }: { qrCode: string }) {
  useSignals();
  useEffect(() => {
    void openMobileLogin(qrCode, prefillFrom(history.state));
  }, [qrCode]);
  const state = mobileState.value;
  switch (state.kind) {
    case 'validating':
      return (
        <FormPage title="Phone login">
          <FormNotice tone="wait" sub="Please wait, we are validating your remote id!" />
        </FormPage>
      );
    case 'expired':
      return (
        <FormPage title="Phone login">
          <FormNotice tone="down" head={state.head} sub={state.sub} />
        </FormPage>
      );
    case 'success':
      return (
        <FormPage title="You're in">
          <FormNotice
            tone="ok"
            head={`Success! You are logged in on ${state.navName}.`}
            sub="Please continue from the Gamepod now."
          />
        </FormPage>
      );
    case 'form':
    case 'to-campus':
      if (state.sso) {
        return (
          <FormPage title="Phone login" logo={state.logo} brandName={state.navName}>
            <p className="form-page__lead">
              Log in to <strong>{state.navName}</strong> with your {state.sso.name} account.
            </p>
            <CampusSignIn sso={state.sso} busy={state.kind === 'to-campus'} />
          </FormPage>
        );
      }
      return (
        <FormPage title="Phone login" logo={state.logo} brandName={state.navName}>
          <p className="form-page__lead">
            Log in to <strong>{state.navName}</strong> from your phone.
          </p>
          <LoginForm qrCode={qrCode} busy={false} />
        </FormPage>
      );
    case 'signing-in':
      return (
        <FormPage title="Phone login" logo={state.logo} brandName={state.navName}>
          <div className="form-page__lead" role="status">
            <strong>Starting remote session with {state.navName}.</strong> Please wait while the connection is
            established...
          </div>
          <LoginForm qrCode={qrCode} busy={true} />
        </FormPage>
      );
    default: {
      const never: never = state;
      return never;
    }
  }
}
