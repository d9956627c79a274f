import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskPodScreenshotPng } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../domain/roles.ts';
import { sniffContentType } from '../../files/content-sniff.ts';
import { SANDBOXED_FILE } from '../../http/security-headers.ts';
import { fileSchema } from '../../schemas/route-schema.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';

const admins = requireRole(CLIENT_ADMIN, SUPER_ADMIN);

/**
 * `GET /admin/kiosk/pod/screenshot.png`: the image behind ScreenshotDetail.url, from the KV
 * bucket the pod's bridge writes to. Same guard as the pods list; an <img> passes its session
 * as `&token=`. A station is an untrusted writer: bytes that are not a PNG are never served,
 * and what is served cannot be sniffed as anything else nor run script when opened alone.
 */
export const podScreenshotRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskPodScreenshotPng.url,
    {
      preValidation: admins,
      config: { tokenInQuery: true },
      helmet: SANDBOXED_FILE,
      schema: fileSchema(adminKioskPodScreenshotPng, {
        summary: "A pod's latest screenshot as a PNG",
        tags: ['pods'],
        produces: ['image/png'],
      }),
    },
    async (request, reply) => {
      const pod = await podById(deps.db, request.query.pod_id);
      if (!pod || pod.deleted) throw POD_NOT_FOUND();
      assertClientAccess(sessionOf(request), pod.client_id);
      const shot = await app.fleetStatus.screenshots.latest(pod.id);
      if (!shot) throw new NotFoundError('No screenshot yet');
      if (sniffContentType(shot.png) !== 'png') {
        request.log.warn({ pod_id: pod.id }, 'the pod stored a screenshot that is not a PNG');
        throw new NotFoundError('The pod sent no PNG screenshot');
      }
      // a screenshot is replaced every few seconds; a cached one would show a stale station
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(shot.png));
    },
  );
};
