import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AppDeps } from '../../../app.ts';
import { ok, Reply, withErrors } from '../../../schemas/reply.ts';
import { PodIdKey } from '../../admin/kiosk/pods/pod-schemas.ts';
import { bridgeRegistrar } from './bridge-registration.ts';

const RegistrationReply = Reply(
  Type.Object({
    pod_id: Type.String(),
    jwt: Type.Union([Type.String(), Type.Null()], {
      description: "the station's NATS user JWT for the nkey it enrolled with; null when NATS runs without auth",
    }),
    expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'when the JWT stops working; register again before',
    }),
    station_secret: Type.Optional(
      Type.String({ description: 'answered once, to the registration that enrolled the station; keep it' }),
    ),
    nats_url: Type.Optional(Type.String()),
    stream: Type.String({ description: 'the events stream its consumer reads' }),
    consumer: Type.String({ description: 'its durable pull consumer, bridge_<pod id>' }),
    subject_prefix: Type.String({ description: 'first subject token: gp in production' }),
    inbox_prefix: Type.String({ description: 'the inboxPrefix it must connect with' }),
    screens_bucket: Type.String({ description: 'the KV bucket its screenshots go to' }),
  }),
);

const RegistrationBody = Type.Object(
  {
    pod_id_key: PodIdKey,
    station_secret: Type.Optional(
      Type.String({ minLength: 1, maxLength: 256, description: 'the secret enrolment answered; absent to enrol' }),
    ),
    nats_user_key: Type.Optional(
      Type.String({ pattern: '^U[A-Z2-7]{55}$', description: "to enrol: the station's own NATS user public key" }),
    ),
  },
  { additionalProperties: false },
);

/**
 * A station's bridge registers here. The first registration of a pod's station enrols it with
 * the pod_id_key and the station's NATS user key, and is answered a station secret; from then
 * on the bridge registers (and renews its expiring NATS JWT) with that secret, and the
 * pod_id_key alone is refused. It gets what it needs to talk to NATS for its pod and nothing else.
 */
export const bridgeRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const register = bridgeRegistrar(deps);
  app.post(
    '/bridge/register',
    {
      schema: {
        summary: "Register a station's bridge: enrol it once, then renew its NATS JWT with its station secret",
        tags: ['bridge'],
        body: RegistrationBody,
        response: withErrors({ 200: RegistrationReply }),
      },
    },
    async (request) => ok(await register(request.body)),
  );
};
