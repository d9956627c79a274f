import {
  type Decider,
  NotFoundError,
  ValidationError,
  WebhookEndpointAdded,
  WebhookEndpointChanged,
  WebhookEndpointDeleted,
  WebhookEndpointSecretRotated,
} from '@gamepod/events';
import { assertActsFor, type FleetActor } from '../../clients/domain/fleet-actor.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;
export type WebhookEndpointEvent =
  | Of<typeof WebhookEndpointAdded>
  | Of<typeof WebhookEndpointChanged>
  | Of<typeof WebhookEndpointSecretRotated>
  | Of<typeof WebhookEndpointDeleted>;

/** What staff type for an endpoint, already checked (URL rule, known event kinds). */
export type EndpointFields = {
  readonly url: string;
  readonly event_types: readonly string[];
  readonly active: boolean;
  readonly description: string;
};

export type WebhookEndpointState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly client_id: string }
  | ({ readonly status: 'live'; readonly client_id: string } & EndpointFields);

export type WebhookEndpointCommand =
  | {
      readonly type: 'AddEndpoint';
      readonly actor: FleetActor;
      readonly client_id: string;
      readonly secret_hint: string;
      readonly fields: EndpointFields;
    }
  | { readonly type: 'ChangeEndpoint'; readonly actor: FleetActor; readonly fields: EndpointFields }
  | { readonly type: 'RotateSecret'; readonly actor: FleetActor; readonly secret_hint: string }
  | { readonly type: 'DeleteEndpoint'; readonly actor: FleetActor };

const same = (a: EndpointFields, b: EndpointFields) =>
  a.url === b.url &&
  a.active === b.active &&
  a.description === b.description &&
  a.event_types.join(',') === b.event_types.join(',');

/**
 * A client's webhook endpoint (gp.evt.webhook_endpoint.<id>): only a super admin or the
 * client's own admin adds, edits, rotates the secret of or deletes one; an edit that changes
 * nothing appends nothing. A deleted endpoint is gone for good: no command applies to it.
 */
export const webhookEndpointDecider: Decider<WebhookEndpointCommand, WebhookEndpointState, WebhookEndpointEvent> = {
  aggregate: 'webhook_endpoint',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebhookEndpointAdded': {
        const { client_id, url, event_types, active, description } = event.data;
        return { status: 'live', client_id, url, event_types, active, description };
      }
      case 'WebhookEndpointChanged':
        return state.status === 'live' ? { ...state, ...event.data } : state;
      case 'WebhookEndpointSecretRotated':
        return state;
      case 'WebhookEndpointDeleted':
        return state.status === 'live' ? { status: 'deleted', client_id: state.client_id } : state;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddEndpoint': {
        assertActsFor(command.actor, command.client_id);
        if (state.status !== 'none') throw new ValidationError('This endpoint exists already');
        const f = command.fields;
        return [
          WebhookEndpointAdded.of({
            client_id: command.client_id,
            secret_hint: command.secret_hint,
            url: f.url,
            event_types: [...f.event_types],
            active: f.active,
            description: f.description,
          }),
        ];
      }
      case 'ChangeEndpoint': {
        if (state.status !== 'live') throw new NotFoundError('Webhook endpoint not found');
        assertActsFor(command.actor, state.client_id);
        const f = command.fields;
        if (same(state, f)) return [];
        return [
          WebhookEndpointChanged.of({
            url: f.url,
            event_types: [...f.event_types],
            active: f.active,
            description: f.description,
          }),
        ];
      }
      case 'RotateSecret': {
        if (state.status !== 'live') throw new NotFoundError('Webhook endpoint not found');
        assertActsFor(command.actor, state.client_id);
        return [WebhookEndpointSecretRotated.of({ secret_hint: command.secret_hint })];
      }
      case 'DeleteEndpoint': {
        if (state.status !== 'live') throw new NotFoundError('Webhook endpoint not found');
        assertActsFor(command.actor, state.client_id);
        return [WebhookEndpointDeleted.of({})];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
