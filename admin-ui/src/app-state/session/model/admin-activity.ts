import { adminPost } from '#app-state/api/admin-api.ts';
import { podSession, userSession } from './session-model.ts';

/**
 * The admin activity report, sent when the console's header loads: on a pod, the pod's activity
 * becomes `admin` (with the signed-in admin, when their login is on this pod), as the kiosk's
 * screens report theirs. Off a pod there is no pod whose activity it is, and nothing is sent.
 * Best effort and quiet: the header never waits for it or shows its failure.
 */
export function reportAdminActivity(): void {
  const pod = podSession.value;
  const user = userSession.value;
  if (!pod || !user?.token) return;
  adminPost(
    '/session/activity_update',
    { session_id_key: pod.session_id_key, token: user.token, activity: 'admin' },
    { unhandled: true },
  ).catch(() => undefined);
}
