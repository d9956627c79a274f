import type { BodyOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

/**
 * The console's sign-in calls. The caller shows their failures (a refused login is not a
 * signed-in user's expired session).
 */
export const loginApi = {
  /** POST /admin/login: roles 3 and 4 only; `username` is the email. */
  adminLogin: (b: BodyOf<'/admin/login'>) => adminPost('/admin/login', b, { unhandled: true }),
  /** POST /admin/mobile_login: signs the console on the pod showing the QR code in (roles 3 and 4); the pod's own socket gets a one-time code. */
  mobileLogin: (b: BodyOf<'/admin/mobile_login'>) => adminPost('/admin/mobile_login', b, { unhandled: true }),
  /** POST /user/mobile_login/redeem: the pod trades the pushed one-time code, with its kiosk session key, for the session. */
  redeemMobileLogin: (b: BodyOf<'/user/mobile_login/redeem'>) =>
    adminPost('/user/mobile_login/redeem', b, { unhandled: true }),
  /** GET /sso/provider: whether a client's staff sign in with its identity provider, and the client's name. */
  ssoProvider: (q: { client_id: string }) => adminGet('/sso/provider', q, { unhandled: true }),
  /** POST /sso/console/redeem: the code a console SSO sign-in came back with, and this tab's verifier, for the session. */
  redeemConsoleSso: (b: BodyOf<'/sso/console/redeem'>) => adminPost('/sso/console/redeem', b, { unhandled: true }),
  /** Ends a session the console will not use (a pushed login of a role the console refuses). */
  userLogout: (token: string, reason_text: string) =>
    adminPost('/user/logout', { token, reason_text }, { unhandled: true, token }),
};
