import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI from the routes' own schemas: `/api/docs` (swagger-ui) and `/api/docs/json`.
 * Call on the root instance before any route is registered, so every route is seen.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'gamepod API',
        version: '1',
        description:
          'Every reply is `{status, message, data}`. Authenticate with `Authorization: Bearer <token>` (or a `token` field in the body where a route accepts one). Only the WebSocket `GET /api/v1/ws?token=…` (live updates) and the screenshot image read a token from the query string.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          labApiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'gpk_…',
            description:
              "A lab's API key (Lab API Keys on the edit-lab screen): read-only, that lab's data only, 600 requests a minute.",
          },
        },
      },
    },
  });
  app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // swagger-ui applies inline styles; the docs page alone may (it holds no user data)
    transformStaticCSP: (header) => header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
