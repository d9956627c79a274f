import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskThemeLogo } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { kioskBranding } from '../../clients/application/read-kiosk-branding.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

/**
 * `GET /kiosk/theme_logo`: the kiosk page's current theme, logo and home images, read
 * again when a 'branding' push says they changed.
 */
export const kioskBrandingRoutes: FastifyPluginAsyncTypebox<{ deps: Pick<AppDeps, 'db'> }> = async (app, { deps }) => {
  app.get(
    kioskThemeLogo.url,
    {
      preValidation: requireKioskSession,
      schema: routeSchema(kioskThemeLogo, {
        summary: "The pod's client logo, theme colours and audio, and its lab's home images",
        tags: ['kiosk'],
      }),
    },
    async (request) => ok(await kioskBranding(deps.db, kioskPodOf(request))),
  );
};
