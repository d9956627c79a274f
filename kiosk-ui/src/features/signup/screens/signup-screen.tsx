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
import { DOB_MASK, maskDigits, PHONE_MASK } from '#lib/input-mask.ts';
import { prefillFrom, queryParams } from '#lib/prefill.ts';
import {
  editSignup,
  invalidFields,
  type SignupField,
  signupBack,
  signupBusy,
  signupForm,
  signupStep,
  startSignup,
  stopSignup,
  submitStep1,
  submitStep2,
} from '../model/signup-model.ts';

const bad = (f: SignupField) => invalidFields.value.has(f);

function Step1() {
  useSignals();
  const form = signupForm.value;
  return (
    <SubmitForm onSubmit={submitStep1}>
      <EmailField
        autoComplete="email"
        value={form.email}
        invalid={bad('email')}
        onValue={(email) => editSignup({ email })}
      />
      <PasswordField
        hint="(8 characters or more)"
        autoComplete="new-password"
        value={form.password}
        invalid={bad('password')}
        onValue={(password) => editSignup({ password })}
      />
      <PasswordField
        label="Password again"
        autoComplete="new-password"
        value={form.password_again}
        invalid={bad('password_again')}
        onValue={(password_again) => editSignup({ password_again })}
      />
      <KioskButton type="submit" block busy={signupBusy.value}>
        Next
      </KioskButton>
    </SubmitForm>
  );
}

function Step2() {
  useSignals();
  const form = signupForm.value;
  return (
    <SubmitForm onSubmit={submitStep2}>
      <div className="form-page__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.first_name}
          invalid={bad('first_name')}
          onValue={(first_name) => editSignup({ first_name })}
        />
        <TextField
          label="Last name"
          hint="(optional)"
          autoComplete="family-name"
          value={form.last_name}
          onValue={(last_name) => editSignup({ last_name })}
        />
      </div>
      <div className="form-page__row">
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="###-###-####"
          value={form.phone}
          invalid={bad('phone')}
          onValue={(v) => editSignup({ phone: maskDigits(v, PHONE_MASK) })}
        />
        <TextField
          label="Date of birth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="mm/dd/yyyy"
          value={form.dob}
          invalid={bad('dob')}
          onValue={(v) => editSignup({ dob: maskDigits(v, DOB_MASK) })}
        />
      </div>
      <label className="form-page__check">
        <input
          type="checkbox"
          checked={form.stream_default === 1}
          onChange={(e) => editSignup({ stream_default: e.currentTarget.checked ? 1 : 0 })}
        />
        Stream my gameplay by default
      </label>
      <KioskButton type="submit" block busy={signupBusy.value}>
        Sign Up
      </KioskButton>
    </SubmitForm>
  );
}

/** /register/{qr_code?}: sign-up in two steps. */
export function SignupScreen({ qrCode }: { qrCode?: string }) {
  useSignals();
  useEffect(() => {
    startSignup(qrCode, prefillFrom(queryParams()));
    if (qrCode) extendForDetour(qrCode, 'register');
    else recordActivity('ui_signup');
    return stopSignup;
  }, [qrCode]);
  const step = signupStep.value;
  const session = podSession.value;
  return (
    <FormPage
      title={step === 'done' ? 'Welcome aboard' : 'Sign Up'}
      step={step === 'done' ? undefined : { at: step, of: 2 }}
      logo={qrCode ? null : session?.logo}
      brandName={session?.client_name}
      onBack={step === 'done' ? undefined : signupBack}
    >
      {step === 1 ? (
        <Step1 />
      ) : step === 2 ? (
        <Step2 />
      ) : (
        <FormNotice tone="ok" head="Thanks for signing up!" sub="Redirecting you to the login..." />
      )}
    </FormPage>
  );
}
