import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRunAdminPodCommand } from '@gamepod/contracts/http';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { signAdminIntoPods } from '../application/admin-pod-login-service.ts';
import { podsSelected } from './pod-commands.ts';

/**
 * admin-pod-command from the pod dashboard's Login: a super admin on any pod, a client admin on
 * their own client's pods only (403 otherwise, and nothing sent).
 */
export const adminPodCommandRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.post(
    adminRunAdminPodCommand.url,
    {
      preValidation: [requireRole(CLIENT_ADMIN, SUPER_ADMIN), podsSelected],
      schema: routeSchema(adminRunAdminPodCommand, {
        summary: 'Sign the calling admin in on the selected pods where nobody is signed in',
        description:
          "Each free pod's kiosk gets a one-time code on its own socket ('message-send' login) that redeems an admin session bound to it, and opens the admin dashboard (or with open pod_games the pod's games on xd, default xd1); it is redeemable only by the kiosk page the pod's station vouches for (its bridge reported it), and a pod whose station vouches for none is 'no-page'; a pod with a player or facilitator signed in is 'occupied'. 404 for an unknown pod, 403 for another client's.",
        tags: ['commands'],
      }),
    },
    async (request) => {
      const { pod_ids, open, xd } = request.body;
      const results = await signAdminIntoPods(deps, sessionOf(request), pod_ids, {
        to: open ?? 'dashboard',
        xd: xd ?? 'xd1',
      });
      const sent = results.filter((r) => r.status === 'sent').length;
      return ok({ results }, `Login sent to ${sent} of ${results.length} pods`);
    },
  );
};
