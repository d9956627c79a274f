import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userSaveSeat, userUnlockUser } from '@gamepod/contracts/http';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { credentialsOf, tags, usernameOrEmail } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { saveOwnSeat, unlockSeat } from '../application/seat-service.ts';

/** Save Seat on a pod, and the password unlock of the Save Seat screen. */
export const seatRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    userSaveSeat.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userSaveSeat, {
        summary:
          "Save the session's seat on its pod; the server logs it out with 'Save seat expired' when the timer runs out",
        description:
          "A player's or facilitator's pod session holds 10 minutes, a staff session on a pod 1 hour; saving again keeps the timer. 409 for a session on no pod; 403 for a single sign-on session.",
        tags,
      }),
    },
    async (request) => ok(await saveOwnSeat(deps, sessionOf(request)), 'Seat saved'),
  );

  app.post(
    userUnlockUser.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(userUnlockUser, {
        summary: "Unlock the session's saved seat with its user's email and password",
        description:
          "The email as `username` or `email` (both at once must agree, else 400 naming username). A blank email or password: 400 generic-required-message. Another account's email or a wrong password: 401 'invalid' (saveseat-invalid-error-message). 409 when the seat is not saved.",
        tags,
      }),
    },
    async (request) => {
      const { username, password } = credentialsOf({
        username: usernameOrEmail(request.body),
        password: request.body.password,
      });
      const session = sessionOf(request);
      const from = session.pod_id ? { pod_id: session.pod_id } : { ip: request.ip };
      await unlockSeat(deps, session, { username, password, from });
      return ok({ active: 0 as const }, 'Seat unlocked');
    },
  );
};
