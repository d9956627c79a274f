import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { loggingOut, logOut } from '#app-state/logout/logout-model.ts';
import { reportAdminActivity } from '../model/admin-activity.ts';
import { userSession } from '../model/session-model.ts';
import './account-menu.css';

const ROLE_LABEL: Readonly<Record<number, string>> = { 3: 'Client admin', 4: 'Super admin', 5: 'Restricted admin' };

/** The top bar's right side: the signed-in email and role, and Logout. Its load sends the admin activity report. */
export function AccountMenu() {
  useSignals();
  const user = userSession.value;
  const token = user?.token;
  useEffect(() => {
    if (token) reportAdminActivity();
  }, [token]);
  if (!user?.token) return null;
  return (
    <>
      <span className="account">
        <span className="account__avatar" aria-hidden="true">
          {(user.email[0] ?? '?').toUpperCase()}
        </span>
        <span className="account__who">
          <span className="account__email">{user.email}</span>
          <span className="account__role">{ROLE_LABEL[user.role_id] ?? user.role_name}</span>
        </span>
      </span>
      <button type="button" className="account__logout" disabled={loggingOut.value} onClick={() => void logOut()}>
        Logout
      </button>
    </>
  );
}
