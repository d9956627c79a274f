import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthData } from '../../../schemas/health.ts';
import { ok, Reply, withErrors } from '../../../schemas/reply.ts';
import { checkHealth, type HealthDeps } from './health-checks.ts';

/** `GET /api/v1/health`: for load balancers, `npm start` and ops; no auth, no secrets. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ deps: HealthDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether this instance can serve: NATS, Postgres, the event stream and read-model lag',
        tags: ['ops'],
        response: withErrors({
          200: Reply(HealthData, 'everything is up'),
          503: Reply(HealthData, 'something is down; data says what'),
        }),
      },
    },
    async (request, reply) => {
      const { healthy, down, data } = await checkHealth(deps, request.log);
      if (healthy) return ok(data);
      return reply.code(503).send({ status: false, message: `Unavailable: ${down.join(', ')} down`, data });
    },
  );
};
