import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import {
  type CampusSso,
  goToCampus,
  mobileEmail,
  mobileHeldForQueue,
  mobilePassword,
  mobileQueueOpen,
  mobileState,
  openMobileLogin,
  submitMobileLogin,
} from '#app-state/mobile-login/mobile-login-model.ts';
import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { FormNotice, FormPage } from '#components/form-page.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { TextField } from '#components/text-field.tsx';
import { credentialLabels } from '#lib/credential-labels.ts';
import { prefillFrom } from '#lib/prefill.ts';
import './mobile-login-screen.css';

/** Email and password; at a library or a directory's venue, card number and PIN or username and password, with no Sign Up or reset. */
function LoginForm({ qrCode, busy, source }: { qrCode: string; busy: boolean; source: string }) {
  useSignals();
  const enc = encodeURIComponent(qrCode);
  const labels = credentialLabels(source);
  const onUsername = (v: string) => {
    mobileEmail.value = v;
  };
  return (
    <SubmitForm onSubmit={submitMobileLogin}>
      {labels.ownAccounts ? (
        <EmailField autoComplete="username" value={mobileEmail.value} onValue={onUsername} />
      ) : (
        <TextField
          label={labels.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={mobileEmail.value}
          onValue={onUsername}
        />
      )}
      <PasswordField
        label={labels.password}
        autoComplete="current-password"
        value={mobilePassword.value}
        onValue={(v) => {
          mobilePassword.value = v;
        }}
      />
      <KioskButton type="submit" block busy={busy}>
        Login
      </KioskButton>
      {labels.ownAccounts ? <AccountLinks enc={enc} /> : null}
      <QueueLink qrCode={qrCode} source={source} />
    </SubmitForm>
  );
}

/** "Join the queue" for this pod's lab: plain while its queue is open, and first when the pod is held for the next in line. */
function QueueLink({ qrCode, source }: { qrCode: string; source: string }) {
  useSignals();
  const held = mobileHeldForQueue.value;
  if (!held && !mobileQueueOpen.value) return null;
  const go = () =>
    navigate(`/mobile-login/${encodeURIComponent(qrCode)}/queue`, {
      state: { uname: mobileEmail.value.trim(), source },
    });
  return (
    <div className="mobile-queue-link">
      {held ? (
        <p className="mobile-queue-link__text" role="status">
          Held for someone in the queue: join it for the next free Gamepod.
        </p>
      ) : null}
      <KioskButton type="button" block variant={held ? 'primary' : 'ghost'} onClick={go}>
        {held ? 'Join the queue' : 'Every Gamepod taken? Join the queue'}
      </KioskButton>
    </div>
  );
}

function AccountLinks({ enc }: { enc: string }) {
  return (
    <div className="form-page__actions">
      <Link className="login-form__link" href={`/register/${enc}`}>
        Sign Up
      </Link>
      <Link className="login-form__link" href={`/forgot-password/${enc}`}>
        Reset My Password
      </Link>
    </div>
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
          <LoginForm qrCode={qrCode} busy={false} source={state.kind === 'form' ? state.source : 'password'} />
        </FormPage>
      );
    case 'signing-in':
      return (
        <FormPage title="Phone login" logo={state.logo} brandName={state.navName}>
          <div className="form-page__lead" role="status">
            <strong>Starting remote session with {state.navName}.</strong> Please wait while the connection is
            established...
          </div>
          <LoginForm qrCode={qrCode} busy={true} source={state.source} />
        </FormPage>
      );
    default: {
      const never: never = state;
      return never;
    }
  }
}
