import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, NotFoundError } from '@gamepod/events';
import { domainById } from '@gamepod/projections';
import type { IdentityDeps } from '../../users/application/identity-deps.ts';
import { clientDomainsDecider } from '../domain/client-domains-decider.ts';
import type { FleetActor } from '../domain/fleet-actor.ts';
import { readClient } from './read-client.ts';

type Deps = Pick<IdentityDeps, 'store' | 'db' | 'checkpoints' | 'clock'>;

/** Adds a domain to a client's sign-up list; replies once the domains read model has it. */
export async function addClientDomain(
  deps: Deps,
  actor: FleetActor,
  input: { readonly client_id: string; readonly domain: string },
  context: AppendContext,
): Promise<{ domain_id: string }> {
  const client_exists = (await readClient(deps.store, input.client_id)) !== null;
  const { events, seq } = await handleCommand(
    deps.store,
    clientDomainsDecider,
    input.client_id,
    { type: 'Add', actor, client_id: input.client_id, client_exists, domain: input.domain },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['client_domains'], seq);
  const added = events[0];
  return { domain_id: added?.type === 'ClientDomainAdded' ? added.data.domain_id : '' };
}

/** Takes a domain off its client's list; returns that client's id. */
export async function removeClientDomain(
  deps: Deps,
  actor: FleetActor,
  domainId: string,
  context: AppendContext,
): Promise<{ client_id: string }> {
  const row = await domainById(deps.db, domainId);
  if (!row) throw new NotFoundError('Domain not found', { field: 'domain_id' });
  const { seq } = await handleCommand(
    deps.store,
    clientDomainsDecider,
    row.client_id,
    { type: 'Remove', actor, client_id: row.client_id, domain_id: domainId },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['client_domains'], seq);
  return { client_id: row.client_id };
}
