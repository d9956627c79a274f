import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userCheckEmail, userRegister } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { KIOSK_SESSION_FIELD } from '../../auth/kiosk-session.ts';
import { tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../application/identity-deps.ts';
import { checkSignupEmail, registerPlayer } from '../application/signup-service.ts';
import { remoteSessionExpired } from '../domain/identity-errors.ts';

/**
 * The pod a sign-up is for and who is counted for it: the kiosk's own pod (session_id_key),
 * counted as that station; or the one whose QR code the phone scanned (remote_id), counted
 * by the phone's address.
 */
async function signupPlace(
  app: FastifyInstance,
  keys: { readonly session_id_key?: string; readonly remote_id?: string },
  ip: string,
): Promise<{ pod: PodTable; from: Caller }> {
  if (keys.session_id_key !== undefined) {
    const pod = await app.kioskPodOfKey(keys.session_id_key);
    return { pod, from: { pod_id: pod.id } };
  }
  if (keys.remote_id !== undefined) {
    const found = await app.kioskSessionOfRemote(keys.remote_id);
    if (!found) throw remoteSessionExpired();
    return { pod: found.pod, from: { ip } };
  }
  throw new ValidationError(`${KIOSK_SESSION_FIELD}: is required (or remote_id)`, { field: KIOSK_SESSION_FIELD });
}

/** Sign-up, on the pod or on the phone that scanned its QR code: a player of the pod's client. */
export const userRegisterRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    userCheckEmail.url,
    {
      schema: routeSchema(userCheckEmail, {
        summary: 'Sign-up step 1: the email is allowed for this client and free, the password long enough',
        description:
          "400 domainnotallowed (register-domain-notallowed), 400 register-password-weak, 409 'The email has already been taken.'",
        tags,
      }),
    },
    async (request) => {
      const { pod, from } = await signupPlace(request.server, request.body, request.ip);
      await checkSignupEmail(deps, pod, { email: request.body.email, password: request.body.password, from });
      return ok({});
    },
  );

  app.post(
    userRegister.url,
    {
      schema: routeSchema(userRegister, {
        summary: "Sign up as a player of the pod's client",
        description:
          'msg_keys: register-password-weak, register-password-notmatch, register-phone-limit-error, register-dob-format-error, register-domain-notallowed; 409 when the email is taken',
        tags,
      }),
    },
    async (request) => {
      const { pod, from } = await signupPlace(request.server, request.body, request.ip);
      return ok(await registerPlayer(deps, pod, request.body, from), 'Thanks for signing up!');
    },
  );
};
