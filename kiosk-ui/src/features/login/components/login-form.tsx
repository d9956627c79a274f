import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { TextField } from '#components/text-field.tsx';
import { credentialLabels } from '#lib/credential-labels.ts';
import { openSso, ssoCoolingDown } from '../model/admin-lock-model.ts';
import { email, failedAttempts, loggingIn, password, submitLogin } from '../model/login-model.ts';

function SsoLogin() {
  useSignals();
  return (
    <div className="login-form">
      <p className="login-form__lead">
        Use your {podSession.value?.client_name || 'organisation'} account: scan the code with your phone, or sign in
        here in a new tab.
      </p>
      <KioskButton block onClick={openSso} disabled={ssoCoolingDown.value}>
        Login with SSO
      </KioskButton>
    </div>
  );
}

/**
 * Email and password, Login, Sign Up, and Reset My Password after a failed attempt; at a
 * client whose library system or directory signs its people in, card number and PIN or
 * username and password, and no Sign Up or reset (the account is theirs, not ours).
 */
export function LoginForm() {
  useSignals();
  if (podSession.value?.sso_active === 1) return <SsoLogin />;
  const labels = credentialLabels(podSession.value?.sign_in_source);
  const onUsername = (v: string) => {
    email.value = v;
  };
  return (
    <SubmitForm className="login-form" onSubmit={submitLogin}>
      {labels.ownAccounts ? (
        <EmailField
          autoComplete="username"
          value={email.value}
          onValue={onUsername}
          placeholder={labels.usernamePlaceholder}
        />
      ) : (
        <TextField
          label={labels.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email.value}
          onValue={onUsername}
          placeholder={labels.usernamePlaceholder}
        />
      )}
      <PasswordField
        label={labels.password}
        autoComplete="current-password"
        value={password.value}
        onValue={(v) => {
          password.value = v;
        }}
        placeholder={labels.passwordPlaceholder}
      />
      <KioskButton type="submit" block busy={loggingIn.value}>
        Login
      </KioskButton>
      {labels.ownAccounts ? <OwnAccountLinks /> : null}
    </SubmitForm>
  );
}

/** Sign Up, and Reset My Password after a failed attempt: for accounts we keep the passwords of. */
function OwnAccountLinks() {
  useSignals();
  return (
    <div className="login-form__links">
      <Link href="/register" className="login-form__link">
        Sign Up
      </Link>
      {failedAttempts.value > 0 ? (
        <Link href="/forgot-password" className="login-form__link">
          Reset My Password
        </Link>
      ) : null}
    </div>
  );
}
