import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { IdentityDeps } from '../../application/user/identity-deps.ts';
import { saveResetPassword, sendResetCode, verifyResetCode } from '../../application/user/reset-service.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { Email, Password, tags } from './user-schemas.ts';

const Ticket = Type.String({ minLength: 1, maxLength: 256, description: 'the reset ticket send_code returned' });

/** Forgot password: email → 6-digit code by mail → new password (kiosk spec §2, §5). */
export const resetRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    '/user/reset-pass/send_code',
    {
      schema: {
        summary:
          'Mail a 6-digit code to the account with this email, if there is one; the reply is the same either way',
        description: "message 'both': show data.message and data.message1. 429 after 5 per account or 20 per address",
        tags,
        body: Type.Object({ username: Email }, { additionalProperties: false }),
        response: withErrors({
          200: Reply(Type.Object({ token: Ticket, message: Type.String(), message1: Type.String() })),
        }),
      },
    },
    async (request) => ok(await sendResetCode(deps, request.body.username, request.ip), 'both'),
  );

  app.post(
    '/user/reset-pass/verify_code',
    {
      schema: {
        summary: "Check the mailed code: 400 'Invalid code' (counts one of 5 tries), 410 'Code expired', 429",
        tags,
        body: Type.Object(
          { code: Type.String({ pattern: '^[0-9]{6}$', description: 'exactly 6 digits' }), token: Ticket },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(Type.Object({})) }),
      },
    },
    async (request) => {
      await verifyResetCode(deps, request.body.token, request.body.code);
      return ok({}, 'Code verified');
    },
  );

  app.post(
    '/user/reset-pass/save_password',
    {
      schema: {
        summary: 'Set the new password once the code is verified; ends every session of the account',
        description: 'msg_keys: forgotpass-weak-pass-error, forgotpass-pass-not-match-error',
        tags,
        body: Type.Object(
          { token: Ticket, password: Password, confirm_password: Password },
          { additionalProperties: false },
        ),
        response: withErrors({ 200: Reply(Type.Object({})) }),
      },
    },
    async (request) => {
      const { token, password, confirm_password } = request.body;
      await saveResetPassword(deps, token, password, confirm_password);
      return ok({}, 'Your password has been changed successfully, login now');
    },
  );
};
