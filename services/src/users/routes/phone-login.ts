import type { PodTable } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import { credentialsOf } from '../../http/required-field.ts';
import { stagePhoneLogin } from '../../kiosk/application/remote-service.ts';
import { ok } from '../../schemas/reply.ts';
import type { IdentityDeps } from '../application/identity-deps.ts';
import { type Credentials, loginOnPod } from '../application/login-service.ts';
import type { UserSession } from '../application/user-session.ts';
import { remoteSessionExpired } from '../domain/identity-errors.ts';
import { pendingLogin } from '../domain/mobile-login-code.ts';

export const LOGIN_FAILURES = 'Fails with 401 invalid, 403 notauthorized/notregistered/notpro, 409 updating, 429';

type PhoneLoginRequest = FastifyRequest<{
  Body: { readonly remote_id: string; readonly username: string; readonly password: string };
}>;

/** How a phone's login on the pod is checked: the pod's form's own way (a password, or the client's source). */
export type PhoneSignIn = (pod: PodTable, c: Credentials, kioskSessionHash: string) => Promise<UserSession>;

/**
 * A phone's login on the pod showing its QR code, as the kiosk (`pod`: any role the pod
 * admits) or as the admin console on a pod without a keyboard (`pod_admin`: roles 3 and 4,
 * else 403 notauthorized and nothing pushed). The session never travels on a channel: the
 * pod's own kiosk socket gets a one-time code, which only the page showing the scanned QR
 * code redeems, with its session key.
 */
export function phoneLogin(deps: IdentityDeps, form: 'pod' | 'pod_admin', signIn?: PhoneSignIn) {
  return async (request: PhoneLoginRequest) => {
    const { remote_id, username, password } = request.body;
    const credentials = credentialsOf({ username, password });
    const scanned = await request.server.kioskSessionOfRemote(remote_id);
    if (!scanned) throw remoteSessionExpired();
    const { pod } = scanned;
    // a phone is not the station: it counts by its own address
    const from = { ip: request.ip };
    const c = { ...credentials, from };
    const user = signIn
      ? await signIn(pod, c, scanned.session_hash)
      : await loginOnPod(deps, pod, c, form, scanned.session_hash, 'mobile');
    // the page whose QR code was scanned alone may redeem it, not another session of the pod
    const login_code = await deps.mobileLogins.stash(pendingLogin(pod.id, user, deps.clock(), scanned.session_hash));
    await stagePhoneLogin(deps, pod.id, login_code, { kind: 'user', user_id: user.user_id, role: user.role_id });
    return ok({ nav_name: pod.license });
  };
}
