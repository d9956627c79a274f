import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminKioskDomains, adminKioskDomainsAdd, adminKioskDomainsDelete } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { domainsOfClient } from '@gamepod/projections';
import type { FastifyRequest } from 'fastify';
import { requireRole, sessionOf } from '../../auth/guards.ts';
import { appendContext, tenantScope } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { ok } from '../../schemas/reply.ts';
import { routeSchema } from '../../schemas/route-schema.ts';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { addClientDomain, removeClientDomain } from '../application/client-domains-service.ts';
import type { FleetActor } from '../domain/fleet-actor.ts';

const tags = ['domains'];
const security = [{ bearer: [] }];
const actorOf = (request: FastifyRequest): FleetActor => {
  const { role, client_id } = sessionOf(request);
  return { role, client_id };
};

async function listOf(deps: IdentityDeps, clientId: string) {
  const rows = await domainsOfClient(deps.db, clientId);
  return { domains: rows.map((r) => ({ id: r.domain_id, domain: r.domain })) };
}

/**
 * Account Settings → Allowed Domains: the email domains a client's players must
 * sign up with. A client admin sees and edits their own client's; a super admin any client's.
 */
export const domainRoutes: FastifyPluginAsyncTypebox<{ deps: IdentityDeps }> = async (app, { deps }) => {
  app.get(
    adminKioskDomains.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDomains, {
        summary: "A client's allowed sign-up domains (a client admin always gets their own client's)",
        tags,
        security,
      }),
    },
    async (request) => {
      const scope = tenantScope(sessionOf(request), request.query.client_id);
      if (scope.kind === 'all') throw new ValidationError('client_id: is required', { field: 'client_id' });
      return ok(await listOf(deps, scope.clientId));
    },
  );

  app.post(
    adminKioskDomainsAdd.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDomainsAdd, {
        summary: "Add a domain to a client's list; replies with the new id and the list",
        description: '400 admin-setting-domain-error when it is not a domain; 409 when it is on the list already',
        tags,
        security,
      }),
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
    adminKioskDomainsDelete.url,
    {
      preValidation: requireRole(3, SUPER_ADMIN),
      schema: routeSchema(adminKioskDomainsDelete, {
        summary: "Take a domain off its client's list; replies with the list left",
        tags,
        security,
      }),
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
