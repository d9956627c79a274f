import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { recordActivity } from '#app-state/activity/activity-model.ts';
import { extendForDetour } from '#app-state/mobile-login/mobile-login-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { FormNotice, FormPage } from '#components/form-page.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import { TextField } from '#components/text-field.tsx';
import {
  CODE_LENGTH,
  confirmPassword,
  newPassword,
  RESET_DONE_TEXT,
  resetBack,
  resetBusy,
  resetCode,
  resetEmail,
  resetInvalid,
  resetStep,
  sentNotice,
  startReset,
  stopReset,
  submitCode,
  submitEmail,
  submitNewPassword,
} from '../model/reset-model.ts';

function EmailStep() {
  useSignals();
  return (
    <SubmitForm onSubmit={submitEmail}>
      <p className="form-page__lead">Enter your account's email and we'll send you a 6-digit code.</p>
      <EmailField
        autoComplete="email"
        value={resetEmail.value}
        invalid={resetInvalid.value.has('email')}
        onValue={(v) => {
          resetEmail.value = v;
        }}
      />
      <KioskButton type="submit" block busy={resetBusy.value}>
        Send Code
      </KioskButton>
    </SubmitForm>
  );
}

function CodeStep() {
  useSignals();
  const notice = sentNotice.value;
  return (
    <SubmitForm onSubmit={submitCode}>
      {notice ? (
        <div className="form-page__lead" role="status">
          <strong>{notice.head}</strong> {notice.sub}
        </div>
      ) : null}
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={resetCode.value}
        invalid={resetInvalid.value.has('code')}
        onValue={(v) => {
          resetCode.value = v.replace(/\D/g, '').slice(0, CODE_LENGTH);
        }}
      />
      <KioskButton type="submit" block busy={resetBusy.value}>
        Verify Code
      </KioskButton>
    </SubmitForm>
  );
}

function PasswordStep() {
  useSignals();
  return (
    <SubmitForm onSubmit={submitNewPassword}>
      <PasswordField
        label="New password"
        hint="(8 characters or more)"
        autoComplete="new-password"
        value={newPassword.value}
        invalid={resetInvalid.value.has('password')}
        onValue={(v) => {
          newPassword.value = v;
        }}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        value={confirmPassword.value}
        invalid={resetInvalid.value.has('confirm')}
        onValue={(v) => {
          confirmPassword.value = v;
        }}
      />
      <KioskButton type="submit" block busy={resetBusy.value}>
        Save Password
      </KioskButton>
    </SubmitForm>
  );
}

const STEP_NUMBER = { email: 1, code: 2, password: 3, done: 3 } as const;

/** /forgot-password/{qr_code?}: email, 6-digit code, new password. */
export function ForgotPasswordScreen({ qrCode }: { qrCode?: string }) {
  useSignals();
  useEffect(() => {
    startReset(qrCode, new URLSearchParams(location.search).get('uname') ?? '');
    if (qrCode) extendForDetour(qrCode, 'forgot');
    else recordActivity('ui_password');
    return stopReset;
  }, [qrCode]);
  const step = resetStep.value;
  const session = podSession.value;
  return (
    <FormPage
      title="Reset My Password"
      step={step === 'done' ? undefined : { at: STEP_NUMBER[step], of: 3 }}
      logo={qrCode ? null : session?.logo}
      brandName={session?.client_name}
      onBack={step === 'done' ? undefined : resetBack}
    >
      {step === 'email' ? <EmailStep /> : null}
      {step === 'code' ? <CodeStep /> : null}
      {step === 'password' ? <PasswordStep /> : null}
      {step === 'done' ? <FormNotice tone="ok" head={RESET_DONE_TEXT} /> : null}
    </FormPage>
  );
}
