import type { AlertScope } from '@gamepod/contracts/catalogues';
import { ForbiddenError, GamepodError, NotFoundError, ValidationError } from '@gamepod/events';
import { CLIENT_ADMIN, FACILITATOR, SUPER_ADMIN } from '../../domain/roles.ts';

/** Staff who manage alerts: facilitators, client admins and super admins, from their session. */
export type AlertActor = {
  readonly user_id: string;
  readonly role: number;
  readonly client_id: string | null;
  readonly email: string;
};

/** The roles of Manage Alerts. */
export const ALERT_ROLES = [FACILITATOR, CLIENT_ADMIN, SUPER_ADMIN] as const;

/** Who an alert reaches, as the form asks for it (ids not checked yet). */
export type AskedScope = {
  readonly scope: AlertScope;
  readonly client_id: string | null;
  readonly lab_id: string | null;
};

/** Who an alert reaches, checked: the client is null for global, the lab set for scope lab only. */
export type AlertReach = AskedScope;

/** The client and lab a form names, read from their events by the caller: null when there is none. */
export type ReachFacts = {
  readonly client: { readonly id: string } | null;
  readonly lab: { readonly id: string; readonly client_id: string } | null;
};

/** Someone else wrote this alert last: an admin may go on, once they say so. */
export class OverwriteWarning extends GamepodError {
  constructor(message: string, ownerId: string, ownerEmail: string) {
    super('overwrite_warning', 409, message, {
      detail: `Last edit by: ${ownerEmail}`,
      last_edit_by: ownerEmail,
      owner_id: ownerId,
    });
  }
}

/** The one message for a required field left empty; `data.field` names it. */
export const REQUIRED_MESSAGE = 'Please fill all required fields';

/** The fields a form names its client and lab in, which a refusal names. */
export type ReachFields = { readonly client: string; readonly lab: string };

/** The Alerts form's fields. */
const FORM_FIELDS: ReachFields = { client: 'clients', lab: 'labs' };

/**
 * Whether `actor` may see and manage alerts of `clientId` (null: a global alert): a super admin
 * every alert, anyone else only their own client's.
 */
export function reachesClient(actor: Pick<AlertActor, 'role' | 'client_id'>, clientId: string | null): boolean {
  if (actor.role === SUPER_ADMIN) return true;
  return clientId !== null && actor.client_id !== null && clientId === actor.client_id;
}

/**
 * Checks who an alert may reach, by role: a super admin everyone, any client or any lab; a
 * client admin their own client or one of its labs; a facilitator their own client.
 *
 * @throws ValidationError naming `clients` or `labs` when the scope's pick is missing,
 *   NotFoundError when it names no client or lab, ForbiddenError beyond the role's reach.
 */
export function checkReach(
  actor: Pick<AlertActor, 'role' | 'client_id'>,
  asked: AskedScope,
  facts: ReachFacts,
  fields: ReachFields = FORM_FIELDS,
): AlertReach {
  if (!(ALERT_ROLES as readonly number[]).includes(actor.role)) throw new ForbiddenError();
  switch (asked.scope) {
    case 'global':
      if (actor.role !== SUPER_ADMIN) throw new ForbiddenError('Only a super admin may alert every client');
      return { scope: 'global', client_id: null, lab_id: null };
    case 'client': {
      if (!asked.client_id) throw new ValidationError(REQUIRED_MESSAGE, { field: fields.client });
      if (!reachesClient(actor, asked.client_id)) throw new ForbiddenError();
      if (!facts.client || facts.client.id !== asked.client_id) {
        throw new NotFoundError('This client does not exist', { field: fields.client });
      }
      return { scope: 'client', client_id: asked.client_id, lab_id: null };
    }
    case 'lab': {
      if (!asked.lab_id) throw new ValidationError(REQUIRED_MESSAGE, { field: fields.lab });
      if (actor.role === FACILITATOR) throw new ForbiddenError('A facilitator alerts their own client');
      const lab = facts.lab;
      if (!lab || lab.id !== asked.lab_id) throw new NotFoundError('This lab does not exist', { field: fields.lab });
      if (!reachesClient(actor, lab.client_id)) throw new ForbiddenError();
      if (asked.client_id && asked.client_id !== lab.client_id) {
        throw new ValidationError(`${fields.lab}: this lab is not one of the chosen client's`, { field: fields.lab });
      }
      return { scope: 'lab', client_id: lab.client_id, lab_id: lab.id };
    }
    default: {
      const never: never = asked.scope;
      return never;
    }
  }
}

/** The alert as the ownership rules see it. */
export type OwnedAlert = { readonly client_id: string | null; readonly owner_id: string; readonly owner_email: string };

/** Whose edit an admin's change replaces, when it is someone else's. */
export type Overwrote = { readonly user_id: string; readonly email: string } | null;

/**
 * Whether `actor` may edit or delete `alert`, which someone may have written last:
 * - their own alert (they edited it last): yes;
 * - a facilitator, someone else's: no, 'You can't edit this alert, contact:' ('You can't
 *   delete this alert, contact:') with 'Admin or {email}';
 * - a client admin or super admin, someone else's: the warning 'Editing this alert will
 *   overwrite it...' ("You are going to delete someone's alert...") with 'Last edit by:
 *   {email}', unless `overwrite` names that owner, which says they saw it and went on.
 * Alerts beyond the actor's client are refused outright.
 *
 * @returns whose edit is replaced, or null for the actor's own alert
 */
export function checkOwnership(
  actor: AlertActor,
  alert: OwnedAlert,
  action: 'edit' | 'delete',
  overwrite: string | null,
): Overwrote {
  if (!(ALERT_ROLES as readonly number[]).includes(actor.role) || !reachesClient(actor, alert.client_id)) {
    throw new ForbiddenError();
  }
  if (alert.owner_id === actor.user_id) return null;
  if (actor.role === FACILITATOR) {
    const message = action === 'edit' ? "You can't edit this alert, contact:" : "You can't delete this alert, contact:";
    throw new ForbiddenError(message, { detail: `Admin or ${alert.owner_email}`, owner_email: alert.owner_email });
  }
  if (overwrite !== alert.owner_id) {
    const message =
      action === 'edit' ? 'Editing this alert will overwrite it...' : "You are going to delete someone's alert...";
    throw new OverwriteWarning(message, alert.owner_id, alert.owner_email);
  }
  return { user_id: alert.owner_id, email: alert.owner_email };
}
