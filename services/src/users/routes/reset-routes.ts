import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userResetPassSavePassword, userResetPassSendCode, userResetPassVerifyCode } from '@gamepod/contracts/http';
import { tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../application/identity-deps.ts';
import { saveResetPassword, sendResetCode, verifyResetCode } from '../application/reset-service.ts';

/** Forgot password: email → 6-digit code by mail → new password. */
export const resetRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    userResetPassSendCode.url,
    {
      schema: routeSchema(userResetPassSendCode, {
        summary:
          'Mail a 6-digit code to the account with this email, if there is one; the reply is the same either way',
        description: "message 'both': show data.message and data.message1. 429 after 5 per account or 20 per address",
        tags,
      }),
    },
    async (request) => ok(await sendResetCode(deps, request.body.username, request.ip), 'both'),
  );

  app.post(
    userResetPassVerifyCode.url,
    {
      schema: routeSchema(userResetPassVerifyCode, {
        summary: "Check the mailed code: 400 'Invalid code' (counts one of 5 tries), 410 'Code expired', 429",
        tags,
      }),
    },
    async (request) => {
      await verifyResetCode(deps, request.body.token, request.body.code);
      return ok({}, 'Code verified');
    },
  );

  app.post(
    userResetPassSavePassword.url,
    {
      schema: routeSchema(userResetPassSavePassword, {
        summary: 'Set the new password once the code is verified; ends every session of the account',
        description: 'msg_keys: forgotpass-weak-pass-error, forgotpass-pass-not-match-error',
        tags,
      }),
    },
    async (request) => {
      const { token, password, confirm_password } = request.body;
      await saveResetPassword(deps, token, password, confirm_password);
      return ok({}, 'Your password has been changed successfully, login now');
    },
  );
};
