import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LED_PALETTES } from '@gamepod/contracts/catalogues';
import { kioskCheckAllowlisted, kioskCheckIp, kioskRgbPallets, kioskValidatePodIdKey } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../auth/guards.ts';
import { withBranding } from '../../clients/application/read-kiosk-branding.ts';
import { checkAllowlisted, startKioskSession } from '../../pods/application/pod-kiosk-service.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';

const tags = ['kiosk'];

/**
 * What a kiosk page calls before anyone signs in (the login screen's start).
 * They need no session: the pod_id_key the station was provisioned with is its credential,
 * and the caller's address must be on the lab's allow-list (an empty list allows all).
 */
export const kioskRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    kioskCheckIp.url,
    {
      schema: routeSchema(kioskCheckIp, {
        summary: "The public IP lookup: the caller's address as the server sees it",
        description:
          "Behind a trusted proxy (TRUST_PROXY) the address it forwards, else the connection's: the address the lab's allow-list judges.",
        tags,
      }),
    },
    async (request) => ok({ ip: request.ip }),
  );

  app.post(
    kioskCheckAllowlisted.url,
    {
      schema: routeSchema(kioskCheckAllowlisted, {
        summary: "Whether this station's address may use the pod (the lab's allowed IPs)",
        tags,
      }),
    },
    async (request) => ok(await checkAllowlisted(deps, request.body.pod_id, request.ip), 'Exist'),
  );

  app.post(
    kioskValidatePodIdKey.url,
    {
      schema: routeSchema(kioskValidatePodIdKey, {
        summary: 'Start a kiosk session on the pod: its pod session data',
        description:
          "The new session lives beside the pod's others and ends none of them; a session unused for 24 hours ends.",
        tags,
      }),
    },
    // logo, theme and home images from the read models, so a change shows at the next session
    async (request) =>
      ok(
        await withBranding(
          deps.db,
          await startKioskSession(deps, request.server.kioskSessions, request.body.pod_id_key, request.ip),
        ),
      ),
  );

  app.get(
    kioskRgbPallets.url,
    {
      preValidation: requireAuth,
      schema: routeSchema(kioskRgbPallets, { summary: "The LED colours for the facilitator's Led Color modal", tags }),
    },
    async () => ok({ pallets: [...LED_PALETTES] }),
  );
};
