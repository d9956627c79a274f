import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { kioskBranding } from '../../domain/client/kiosk-branding.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { KioskThemeLogo } from '../admin/kiosk/clients/client-settings-schemas.ts';
import type { FleetDeps } from '../admin/kiosk/fleet-command.ts';
import { KioskKeys } from './kiosk-session-schemas.ts';

/**
 * `GET /kiosk/theme_logo`: the kiosk page's current theme, logo and home images, read
 * again when a 'branding' push says they changed (kiosk spec §7 "Facilitator").
 */
export const kioskBrandingRoutes: FastifyPluginAsyncTypebox<{ deps: FleetDeps }> = async (app, { deps }) => {
  app.get(
    '/kiosk/theme_logo',
    {
      preValidation: requireKioskSession,
      schema: {
        summary: "The pod's client logo, theme colours and audio, and its lab's home images",
        tags: ['kiosk'],
        querystring: Type.Object(KioskKeys),
        response: withErrors({ 200: Reply(KioskThemeLogo) }),
      },
    },
    async (request) => ok(await kioskBranding(deps.db, kioskPodOf(request))),
  );
};
