import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UUID_PATTERN, ValidationError } from '@gamepod/events';
import { domainsOfClient } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { requireRole, sessionOf } from '../../../../auth/guards.ts';
import { appendContext, tenantScope } from '../../../../auth/tenant.ts';
import type { FleetActor } from '../../../../domain/client/fleet-actor.ts';
import { addClientDomain, removeClientDomain } from '../../../../domain/client-domains/client-domains-service.ts';
import { SUPER_ADMIN } from '../../../../domain/roles.ts';
import type { IdentityDeps } from '../../../../domain/user/identity-deps.ts';
import { ok, Reply, withErrors } from '../../../../schemas/reply.ts';
import { WithToken } from '../../../../schemas/token.ts';

const tags = ['domains'];
const security = [{ bearer: [] }];
const Id = (description: string) => Type.String({ pattern: UUID_PATTERN, description });

const DomainsReply = Reply(
  Type.Object({ domains: Type.Array(Type.Object({ id: Type.String(), domain: Type.String() })) }),
);

const actorOf = (request: FastifyRequest): FleetActor => {
  const { role, client_id } = sessionOf(request);
  return { role, client_id };
};

async function listOf(deps: IdentityDeps, clientId: string) {
  const rows = await domainsOfClient(deps.db, clientId);
  return { domains: rows.map((r) => ({ id: r.domain_id, domain: r.domain })) };
}

/**
 * Account Settings → Allowed Domains (admin spec): the email domains a client's players must
 * sign up with. A client admin sees and edits their own client's; a super admin any client's.
 */
export const domainRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/kiosk/domains',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "A client's allowed sign-up domains (a client admin always gets their own client's)",
        tags,
        security,
        querystring: Type.Object({
          client_id: Type.Optional(Id('the client; required for a super admin')),
          ...WithToken,
        }),
        response: withErrors({ 200: DomainsReply }),
      },
    },
    async (request) => {
      const scope = tenantScope(sessionOf(request), request.query.client_id);
      if (scope.kind === 'all') throw new ValidationError('client_id: is required', { field: 'client_id' });
      return ok(await listOf(deps, scope.clientId));
    },
  );

  app.post(
    '/admin/kiosk/domains/add',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "Add a domain to a client's list; replies with the new id and the list",
        description: '400 admin-setting-domain-error when it is not a domain; 409 when it is on the list already',
        tags,
        security,
        body: Type.Object(
          { domain: Type.String({ maxLength: 253 }), client_id: Id('the client'), ...WithToken },
          { additionalProperties: false },
        ),
        response: withErrors({
          200: Reply(
            Type.Object({
              domain_id: Type.String(),
              domains: Type.Array(Type.Object({ id: Type.String(), domain: Type.String() })),
            }),
          ),
        }),
      },
    },
    async (request) => {
      const { client_id, domain } = request.body;
      const { domain_id } = await addClientDomain(
        deps,
        actorOf(request),
        { client_id, domain },
        appendContext(request),
      );
      return ok({ domain_id, ...(await listOf(deps, client_id)) }, 'Domain added');
    },
  );

  app.post(
    '/admin/kiosk/domains/delete',
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: {
        summary: "Take a domain off its client's list; replies with the list left",
        tags,
        security,
        body: Type.Object({ domain_id: Id('the domain'), ...WithToken }, { additionalProperties: false }),
        response: withErrors({ 200: DomainsReply }),
      },
    },
    async (request) => {
      const { client_id } = await removeClientDomain(
        deps,
        actorOf(request),
        request.body.domain_id,
        appendContext(request),
      );
      return ok(await listOf(deps, client_id), 'Domain deleted');
    },
  );
};
