import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AppDeps } from '../../app.ts';
import { ok, Reply, withErrors } from '../../schemas/reply.ts';
import { PodIdKey } from '../pods/pod-schemas.ts';
import { bridgeRegistrar } from './bridge-registration.ts';

const RegistrationReply = Reply(
  Type.Object({
    pod_id: Type.String(),
    creds: Type.Union([Type.String(), Type.Null()], {
      description: "the pod's NATS user creds (JWT + seed); null when NATS runs without auth",
    }),
    nats_url: Type.Optional(Type.String()),
    stream: Type.String({ description: 'the events stream its consumer reads' }),
    consumer: Type.String({ description: 'its durable pull consumer, bridge_<pod id>' }),
    subject_prefix: Type.String({ description: 'first subject token: gp in production' }),
    inbox_prefix: Type.String({ description: 'the inboxPrefix it must connect with' }),
    screens_bucket: Type.String({ description: 'the KV bucket its screenshots go to' }),
  }),
);

/**
 * A station's bridge registers here with its pod_id_key (the station's secret) and gets what it
 * needs to talk to NATS for its pod and nothing else (docs/architecture.md, bridge credentials).
 */
export const bridgeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const register = bridgeRegistrar(deps);
  app.post(
    '/bridge/register',
    {
      schema: {
        summary: "Register a station's bridge: its consumer and NATS creds for its own pod",
        tags: ['bridge'],
        body: Type.Object({ pod_id_key: PodIdKey }, { additionalProperties: false }),
        response: withErrors({ 200: RegistrationReply }),
      },
    },
    async (request) => ok(await register(request.body.pod_id_key)),
  );
};
