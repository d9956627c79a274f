import { useSignals } from '@preact/signals-react/runtime';
import { KioskButton } from '../../../components/kiosk-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
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
        <form
          className="admin-lock__form"
          aria-label="Admin login"
          onSubmit={(e) => {
            e.preventDefault();
            void submitAdminLogin();
          }}
          onPointerDown={touchAdmin}
          onKeyDown={touchAdmin}
          noValidate
        >
          <p className="admin-lock__title">Admin login</p>
          <TextField
            label="Admin email"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            value={adminEmail.value}
            onValue={(v) => {
              adminEmail.value = v;
              touchAdmin();
            }}
          />
          <TextField
            label="Admin password"
            type="password"
            autoComplete="off"
            value={adminPassword.value}
            onValue={(v) => {
              adminPassword.value = v;
              touchAdmin();
            }}
          />
          <KioskButton type="submit" block busy={adminBusy.value} disabled={adminBusy.value}>
            Admin Login
          </KioskButton>
        </form>
      ) : null}
    </div>
  );
}
