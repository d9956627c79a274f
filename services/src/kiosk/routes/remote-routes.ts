import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kioskValidateRemote } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import { callerKey } from '../../auth/caller.ts';
import { type LimitRule, RateLimiter } from '../../auth/rate-limit.ts';
import { readSignInSettings } from '../../clients/application/client-sign-in-source.ts';
import { kioskBranding } from '../../clients/application/read-kiosk-branding.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { recordRemoteScan } from '../application/remote-service.ts';

const tags = ['kiosk'];

/**
 * Phones validating QR codes, per address: a venue's guests share its address, so a class
 * scanning at opening time (and rescanning) must fit.
 */
export const REMOTE_LIMIT = { name: 'remote_address', max: 300, windowMs: 15 * 60_000 } as const satisfies LimitRule;

/** The answer to a remote id no pod shows (now). */
export const remoteExpired = () =>
  new NotFoundError('Unable to verify the remote id you provided!', { msg_key: 'remote-session-expired' });

/**
 * The phone's side of the QR hand-shake: the phone checks the remote id from the code, and
 * the pod starts its countdown (PodRemoteScanned, which the remote-scan reaction pushes). The remote id is 128 random
 * bits, one per kiosk session (it lives and ends with it), so it cannot be guessed; the per-address
 * limit (counted in NATS KV, shared by every instance) stops a phone flooding a pod with
 * countdowns.
 */
export const remoteRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const limiter = new RateLimiter({ nc: deps.nc, names: deps.names });

  app.post(
    kioskValidateRemote.url,
    {
      schema: routeSchema(kioskValidateRemote, {
        summary: "A phone scanned a pod's QR code: tell the pod to start its countdown",
        tags,
      }),
    },
    async (request) => {
      await limiter.reserve(REMOTE_LIMIT, callerKey({ ip: request.ip }));
      const found = await request.server.kioskSessionOfRemote(request.body.remote_id);
      if (!found) throw remoteExpired();
      const { pod } = found;
      await recordRemoteScan(deps, pod.id, request.body.mode !== undefined);
      // the phone shows the venue's logo beside the pod's name
      const { logo } = await kioskBranding(deps.db, pod);
      // and asks for a card number and PIN, or a directory username, when the client's source says so
      const sign_in_source =
        pod.client_id === null ? 'password' : (await readSignInSettings(deps, pod.client_id)).source;
      return ok({ nav_name: pod.license, logo, sign_in_source });
    },
  );
};
