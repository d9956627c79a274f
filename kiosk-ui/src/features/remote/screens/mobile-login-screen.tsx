import { StatusIcon } from '@gamepod/ui-kit';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { FormPage } from '../../../components/form-page.tsx';
import { KioskButton } from '../../../components/kiosk-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { prefillFrom } from '../../../lib/prefill.ts';
import {
  mobileEmail,
  mobilePassword,
  mobileState,
  openMobileLogin,
  submitMobileLogin,
} from '../model/mobile-login-model.ts';

function LoginForm({ qrCode, busy }: { qrCode: string; busy: boolean }) {
  useSignals();
  const enc = encodeURIComponent(qrCode);
  return (
    <form
      className="form-page__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submitMobileLogin();
      }}
    >
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoCapitalize="none"
        autoComplete="username"
        value={mobileEmail.value}
        onValue={(v) => {
          mobileEmail.value = v;
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={mobilePassword.value}
        onValue={(v) => {
          mobilePassword.value = v;
        }}
      />
      <KioskButton type="submit" block busy={busy} disabled={busy}>
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
    </form>
  );
}

/** /mobile-login/{qr_code}: the phone side of the QR login (spec §2, §8). */
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
          <div className="form-page__done">
            <Spinner label="Validating" />
            <p className="form-page__done-sub">Please wait, we are validating your remote id!</p>
          </div>
        </FormPage>
      );
    case 'expired':
      return (
        <FormPage title="Phone login">
          <div className="form-page__done" role="alert">
            <StatusIcon tone="down" className="form-page__done-icon" />
            <p className="form-page__done-head">{state.head}</p>
            <p className="form-page__done-sub">{state.sub}</p>
          </div>
        </FormPage>
      );
    case 'success':
      return (
        <FormPage title="You're in">
          <div className="form-page__done" role="status">
            <StatusIcon tone="ok" className="form-page__done-icon" />
            <p className="form-page__done-head">Success! You are logged in on {state.navName}.</p>
            <p className="form-page__done-sub">Please continue from the Gamepod now.</p>
          </div>
        </FormPage>
      );
    case 'form':
    case 'signing-in':
      return (
        <FormPage title="Phone login" logo={state.logo} brandName={state.navName}>
          {state.kind === 'signing-in' ? (
            <div className="form-page__lead" role="status">
              <strong>Starting remote session with {state.navName}.</strong> Please wait while the connection is
              established...
            </div>
          ) : (
            <p className="form-page__lead">
              Log in to <strong>{state.navName}</strong> from your phone.
            </p>
          )}
          <LoginForm qrCode={qrCode} busy={state.kind === 'signing-in'} />
        </FormPage>
      );
    default: {
      const never: never = state;
      return never;
    }
  }
}
