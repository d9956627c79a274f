import type { AdminPodCommandResult } from '@gamepod/contracts/http';
import { ForbiddenError, UnauthorizedError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import {
  credentialsByEmail,
  livePodsByIds,
  podSessionsAwaitedBy,
  userById,
  vouchedKioskPage,
} from '@gamepod/projections';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { stagePhoneLogin } from '../../kiosk/application/remote-service.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { loginPodFacts, startLogin } from '../../users/application/login-service.ts';
import { pendingLogin } from '../../users/domain/mobile-login-code.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';

/**
 * admin-pod-command: signs the admin of `session` in on each of `podIds` where no player or
 * facilitator is signed in. Every pod is checked first (it exists, and a client admin's must be
 * their own client's: else 404 or 403 and nothing is sent); then each free pod gets an admin
 * session bound to it, whose one-time code goes to that pod's own kiosk socket (as a phone
 * login's does), so the session never travels on a channel. The code is redeemable only by the
 * kiosk page the pod's station vouches for (its bridge reported it), not by another kiosk
 * session of the pod (a pod-key holder's own): a pod whose station vouches for no page is
 * 'no-page' and gets nothing. The login rules run as on the pod's admin form (a disabled or
 * updating pod refuses).
 */
export async function signAdminIntoPods(
  deps: IdentityDeps,
  session: SessionInfo,
  podIds: readonly string[],
  open: { readonly to: 'dashboard' | 'pod_games'; readonly xd: 'xd1' | 'xd2' } = { to: 'dashboard', xd: 'xd1' },
): Promise<AdminPodCommandResult[]> {
  // the console opens the pod's games on that output, or the admin dashboard (the role's home)
  const landing = open.to === 'pod_games' ? { landing: `/admin/pod_games/${open.xd}` } : {};
  const ids = [...new Set(podIds)];
  const pods = await livePodsByIds(deps.db, ids);
  for (const id of ids) {
    const pod = pods.find((p) => p.id === id);
    if (!pod) throw POD_NOT_FOUND();
    assertClientAccess(session, pod.client_id);
  }
  const user = await userById(deps.db, session.user_id);
  const found = user && (await credentialsByEmail(deps.db, user.email));
  if (!found) throw new UnauthorizedError('Token is Invalid');
  if (found.user.role !== session.role) throw new ForbiddenError();
  const actor = { kind: 'user' as const, user_id: session.user_id, role: session.role };
  const results: AdminPodCommandResult[] = [];
  for (const pod of pods) {
    // a deployment without the pod_status read model has no vouched page
    const page = await orWhenMissing(vouchedKioskPage(deps.db, pod.id), null);
    if (page === null) {
      results.push({ pod_id: pod.id, status: 'no-page' });
      continue;
    }
    // the station's page is in use: its sessions, and those whose page nobody knows
    if ((await podSessionsAwaitedBy(deps.db, pod.id, page, deps.clock())).length > 0) {
      results.push({ pod_id: pod.id, status: 'occupied' });
      continue;
    }
    const target = { form: 'pod_admin' as const, pod: await loginPodFacts(deps.db, pod) };
    const signedIn = await startLogin(
      deps,
      { ...found, rehash: null },
      { target, kind: 'admin', via: 'pod', pod_id: pod.id, kiosk_session_hash: page },
    );
    const pending = pendingLogin(pod.id, { ...signedIn, ...landing }, deps.clock(), page);
    const code = await deps.mobileLogins.stash(pending);
    await stagePhoneLogin(deps, pod.id, code, actor);
    results.push({ pod_id: pod.id, status: 'sent' });
  }
  return results;
}
