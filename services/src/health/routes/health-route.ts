import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthUnavailableReply, health } from '@gamepod/contracts/http';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import { checkHealth, type HealthDeps } from './health-checks.ts';

const schema = routeSchema(health, {
  summary: 'Whether this instance can serve: NATS, Postgres, the event stream and read-model lag',
  tags: ['ops'],
});
// 503 answers with the same data: what is down
const healthSchema = { ...schema, response: { ...schema.response, 503: HealthUnavailableReply } };

/** `GET /api/v1/health`: for load balancers, `npm start` and ops; no auth, no secrets. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: HealthDeps }> = async (app, { deps }) => {
  app.get(
    health.url,
    {
      schema: healthSchema,
      // health reports the read models' lag: it never sits out a read-your-writes wait
      config: { readAfter: false },
    },
    async (request, reply) => {
      const { healthy, down, data } = await checkHealth(deps, request.log);
      if (healthy) return ok(data);
      return reply.code(503).send({ status: false, message: `Unavailable: ${down.join(', ')} down`, data });
    },
  );
};
