import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bridgeRegister } from '@gamepod/contracts/http';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { bridgeRegistrar } from './bridge-registration.ts';

/**
 * A station's bridge registers here. The first registration of a pod's station enrols it with
 * the pod_id_key and the station's NATS user key, and is answered a station secret; from then
 * on the bridge registers (and renews its expiring NATS JWT) with that secret, and the
 * pod_id_key alone is refused. It gets what it needs to talk to NATS for its pod and nothing else.
 */
export const bridgeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const register = bridgeRegistrar(deps);
  app.post(
    bridgeRegister.url,
    {
      schema: routeSchema(bridgeRegister, {
        summary: "Register a station's bridge: enrol it once, then renew its NATS JWT with its station secret",
        tags: ['bridge'],
      }),
    },
    async (request) => ok(await register(request.body)),
  );
};
