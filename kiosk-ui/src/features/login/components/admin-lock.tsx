import { useSignals } from '@preact/signals-react/runtime';
import { EmailField, PasswordField } from '#components/credential-fields.tsx';
import { KioskButton } from '#components/kiosk-button.tsx';
import { SubmitForm } from '#components/submit-form.tsx';
import {
  adminBusy,
  adminEmail,
  adminOpen,
  adminPassword,
  submitAdminLogin,
  toggleAdmin,
  touchAdmin,
} from '../model/admin-lock-model.ts';

/** The lock icon and the small admin login form it reveals (hides after 5 s without input). */
export function AdminLock() {
  useSignals();
  return (
    <div className="admin-lock">
      <button
        type="button"
        className={`admin-lock__toggle${adminOpen.value ? ' admin-lock__toggle--open' : ''}`}
        aria-label="Admin login"
        aria-expanded={adminOpen.value}
        onClick={toggleAdmin}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="4.5" y="10.5" width="15" height="11" rx="2.5" />
          <path d={adminOpen.value ? 'M8 10.5V7a4 4 0 0 1 7.5-2' : 'M8 10.5V7a4 4 0 0 1 8 0v3.5'} />
        </svg>
      </button>
      {adminOpen.value ? (
        <SubmitForm
          className="admin-lock__form"
          aria-label="Admin login"
          onSubmit={submitAdminLogin}
          onPointerDown={touchAdmin}
          onKeyDown={touchAdmin}
        >
          <p className="admin-lock__title">Admin login</p>
          <EmailField
            label="Admin email"
            autoComplete="off"
            value={adminEmail.value}
            onValue={(v) => {
              adminEmail.value = v;
              touchAdmin();
            }}
          />
          <PasswordField
            label="Admin password"
            autoComplete="off"
            value={adminPassword.value}
            onValue={(v) => {
              adminPassword.value = v;
              touchAdmin();
            }}
          />
          <KioskButton type="submit" block busy={adminBusy.value}>
            Admin Login
          </KioskButton>
        </SubmitForm>
      ) : null}
    </div>
  );
}
