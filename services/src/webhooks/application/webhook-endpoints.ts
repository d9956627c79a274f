import type { SubscribableEventType } from '@gamepod/contracts/public-events';
import { ForbiddenError, NotFoundError, uuidv7, ValidationError } from '@gamepod/events';
import { type WebhookEndpointTable, webhookEndpointById, webhookEndpointsOfClient } from '@gamepod/projections';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { assertActsFor, type FleetActor } from '../../clients/domain/fleet-actor.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { newWebhookSecret, type WebhookSecrets } from '../adapters/webhook-secrets.ts';
import { webhookEndpointDecider } from '../domain/webhook-endpoint-decider.ts';
import { checkWebhookUrl } from '../domain/webhook-url.ts';

export type WebhookDeps = FleetDeps & {
  readonly secrets: WebhookSecrets;
  /** http to loopback is let through (tests, a developer's machine). */
  readonly allowLoopback: boolean;
};

export type EndpointForm = {
  readonly url: string;
  readonly event_types: readonly SubscribableEventType[];
  readonly active: boolean;
  readonly description: string;
};

const readModels = ['webhook_endpoints'] as const;

/** An endpoint as the console shows it. */
export const endpointView = (e: WebhookEndpointTable) => ({
  id: e.endpoint_id,
  client_id: e.client_id,
  url: e.url,
  event_types: e.event_types.types,
  active: e.active,
  description: e.description,
  secret_hint: `${e.secret_hint}…`,
  created_at: e.created_at.toISOString(),
});

/** Whose endpoints the caller means: a client admin's own client; a super admin must name one. */
export function clientOfCall(actor: FleetActor, named: string | undefined): string {
  const client = actor.role === SUPER_ADMIN ? named : actor.client_id;
  if (!client) throw new ValidationError('client_id is required');
  assertActsFor(actor, client);
  return client;
}

/** An endpoint the caller administers, or 404 (another client's is not found either). */
export async function visibleEndpoint(deps: FleetDeps, actor: FleetActor, id: string): Promise<WebhookEndpointTable> {
  const endpoint = await webhookEndpointById(deps.db, id);
  if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
  try {
    assertActsFor(actor, endpoint.client_id);
  } catch (err) {
    if (err instanceof ForbiddenError) throw new NotFoundError('Webhook endpoint not found');
    throw err;
  }
  return endpoint;
}

const fieldsOf = (deps: WebhookDeps, form: EndpointForm) => ({
  url: checkWebhookUrl(form.url, deps.allowLoopback),
  event_types: [...new Set(form.event_types)],
  active: form.active,
  description: form.description.trim(),
});

/**
 * Adds an endpoint: its secret is made here, kept in the secrets bucket before the endpoint
 * exists in the log (so no delivery is ever made without it), and returned this once.
 */
export async function addEndpoint(
  deps: WebhookDeps,
  call: FleetCall,
  clientId: string | undefined,
  form: EndpointForm,
): Promise<{ endpoint: ReturnType<typeof endpointView>; secret: string }> {
  const client_id = clientOfCall(call.actor, clientId);
  const fields = fieldsOf(deps, form);
  const id = uuidv7();
  const secret = newWebhookSecret();
  await deps.secrets.put(id, secret);
  const command = {
    type: 'AddEndpoint' as const,
    actor: call.actor,
    client_id,
    secret_hint: secret.slice(0, 12),
    fields,
  };
  await runFleetCommand(deps, call, webhookEndpointDecider, id, command, readModels);
  return { endpoint: endpointView(await visibleEndpoint(deps, call.actor, id)), secret };
}

/** Edits, disables or enables an endpoint the caller administers. */
export async function editEndpoint(deps: WebhookDeps, call: FleetCall, id: string, form: EndpointForm) {
  await visibleEndpoint(deps, call.actor, id);
  const command = { type: 'ChangeEndpoint' as const, actor: call.actor, fields: fieldsOf(deps, form) };
  await runFleetCommand(deps, call, webhookEndpointDecider, id, command, readModels);
  return { endpoint: endpointView(await visibleEndpoint(deps, call.actor, id)) };
}

/**
 * Gives an endpoint the caller administers a new signing secret, returned this once; every
 * delivery from now on is signed with it (a retry of an older one too). The secret is kept
 * before the log says so, as when the endpoint was added.
 */
export async function rotateEndpointSecret(
  deps: WebhookDeps,
  call: FleetCall,
  id: string,
): Promise<{ endpoint: ReturnType<typeof endpointView>; secret: string }> {
  await visibleEndpoint(deps, call.actor, id);
  const secret = newWebhookSecret();
  await deps.secrets.put(id, secret);
  const command = { type: 'RotateSecret' as const, actor: call.actor, secret_hint: secret.slice(0, 12) };
  await runFleetCommand(deps, call, webhookEndpointDecider, id, command, readModels);
  return { endpoint: endpointView(await visibleEndpoint(deps, call.actor, id)), secret };
}

/** Deletes an endpoint the caller administers and forgets its secret: it is sent nothing more. */
export async function deleteEndpoint(deps: WebhookDeps, call: FleetCall, id: string) {
  await visibleEndpoint(deps, call.actor, id);
  const command = { type: 'DeleteEndpoint' as const, actor: call.actor };
  await runFleetCommand(deps, call, webhookEndpointDecider, id, command, readModels);
  await deps.secrets.forget(id);
  return { id };
}

/** The endpoints of the client the caller administers. */
export async function listEndpoints(deps: FleetDeps, actor: FleetActor, clientId: string | undefined) {
  const client = clientOfCall(actor, clientId);
  return { endpoints: (await webhookEndpointsOfClient(deps.db, client)).map(endpointView) };
}
