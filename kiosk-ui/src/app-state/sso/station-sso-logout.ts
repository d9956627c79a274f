import { ssoApi } from '#api/endpoints.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { callHelper, onPodCommand } from '#app-state/station/bridge-model.ts';

/** How long the page waits for the helper's web_sso before asking the server anyway. */
const HELPER_WAIT_MS = 2_000;

/** Whether the helper says the station's browser holds a provider session; false when it does not answer in time. */
async function helperSaysWebSso(): Promise<boolean> {
  const answer = callHelper('GET', '/kiosk/check/web_sso').then(
    (r) => r.ok && r.data.web_sso === true,
    () => false,
  );
  const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), HELPER_WAIT_MS));
  return Promise.race([answer, late]);
}

/**
 * Ends the identity provider's session this station's browser holds (a sign-in made in its
 * "Login with SSO" tab), so the next player does not walk into it: when the pod's SSO is on,
 * or the helper says the browser holds one, the server gives the provider's logout address
 * (once) and the page opens it in this browser, where the provider's cookies are. Best
 * effort: a failure never keeps the station from its logout.
 */
export async function endStationSso(): Promise<void> {
  const pod = podSession.value;
  if (!pod?.session_id_key) return;
  if (pod.sso_active !== 1 && !(await helperSaysWebSso())) return;
  const url = await ssoApi.stationLogout(pod.session_id_key).then(
    (r) => r.logout_url,
    () => null,
  );
  if (url) window.open(url, '_blank', 'noopener');
}

/** Staff's (or the station's) `sso_logout` command ends the station browser's provider session, signed in or not. Returns the stop. */
export function watchSsoLogout(): () => void {
  return onPodCommand((command) => {
    if (command.command_type === 'sso_logout') void endStationSso();
  });
}
