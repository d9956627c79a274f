import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userUpdateStreaming } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, sessionOf } from '../../auth/guards.ts';
import { kioskPodOf, requireKioskSession } from '../../auth/kiosk-session.ts';
import { appendContext } from '../../auth/tenant.ts';
import { tags } from '../../http/required-field.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { setStreaming } from '../application/streaming-service.ts';

/** The station's streaming, for the player signed in on the kiosk session's pod. */
export const streamingRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    userUpdateStreaming.url,
    {
      preValidation: [requireAuth, requireKioskSession],
      schema: routeSchema(userUpdateStreaming, {
        summary: "Turn the station's streaming on (1) or off (0) for the player signed in on the pod",
        description:
          "Without streaming the pod follows the player's stream_default (the kiosk sends none after a sign-in). Only the player or facilitator signed in on that pod may (403 otherwise, 401 without a session). The pod's bridge sets the helper's is_streaming.",
        tags,
        security: [{ bearer: [] }],
      }),
    },
    async (request) => {
      const set = await setStreaming(
        deps,
        sessionOf(request),
        kioskPodOf(request),
        request.body.streaming,
        appendContext(request),
      );
      return ok(set, set.is_streaming ? 'Streaming on' : 'Streaming off');
    },
  );
};
