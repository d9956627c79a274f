import { ALERT_SCOPES, ALERT_TYPES, type AlertScope, type AlertType } from '@gamepod/contracts/catalogues';
import { ALERT_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import type { AlertActor } from './alert-access.ts';
import type { AlertForm } from './alert-decider.ts';
import { parseAlertTime } from './alert-window.ts';

/** The Alerts form as the console sends it; empty and null mean "not filled in". */
export type AlertFormInput = {
  readonly text_head?: string | null;
  readonly text_sub?: string | null;
  readonly type?: string | null;
  readonly enable?: number | boolean | null;
  readonly scope?: string | null;
  /** The client, for scope client (and, with a lab, the lab's client). */
  readonly clients?: string | null;
  /** The lab, for scope lab. */
  readonly labs?: string | null;
  /** 'MM/DD/YYYY hh:mm AM' in user_timezone; sent with active_untill, or neither. */
  readonly active_start?: string | null;
  readonly active_untill?: string | null;
  readonly user_timezone?: string | null;
};

const filled = (v: string | null | undefined): string | null => v?.trim() || null;

function oneOf<T extends string>(value: string | null, all: readonly T[], field: string): T {
  if (value === null || !(all as readonly string[]).includes(value)) {
    throw new ValidationError(`${field}: must be one of ${all.join(', ')}`, { field });
  }
  return value as T;
}

/**
 * The window: both ends or neither (the form sends them only when the start date and time and
 * the end date and time are all filled in), the end after the start.
 */
function windowOf(input: AlertFormInput): Pick<AlertForm, 'active_start' | 'active_until'> {
  const start = filled(input.active_start);
  const end = filled(input.active_untill);
  // both ends or neither: the form's rules refuse one end alone
  if (start === null || end === null) return { active_start: null, active_until: null };
  const zone = filled(input.user_timezone) ?? 'UTC';
  const active_start = parseAlertTime(start, zone, 'active_start');
  const active_until = parseAlertTime(end, zone, 'active_untill');
  if (active_until <= active_start) {
    throw new ValidationError('active_untill: must be after active_start', { field: 'active_untill' });
  }
  return { active_start, active_until };
}

/**
 * Reads the Alerts form: text_head, type and enable are required; the scope is required of a
 * super admin (ALERT_FORM_RULES, checked first), and is the actor's own client for everyone else unless a client admin picks a
 * lab; the client is required for scope client, the lab for scope lab. Who may reach where is
 * the decider's to judge.
 *
 * @throws ValidationError ('Please fill all required fields', or what is wrong) naming the field.
 */
export function readAlertForm(input: AlertFormInput, actor: Pick<AlertActor, 'role' | 'client_id'>): AlertForm {
  refuseMissingFields(ALERT_FORM_RULES, input, { role: actor.role });
  const text_head = filled(input.text_head) ?? '';
  const type: AlertType = oneOf(filled(input.type), ALERT_TYPES, 'type');
  const superAdmin = actor.role === SUPER_ADMIN;
  const askedScope = filled(input.scope);
  const scope: AlertScope = oneOf(askedScope ?? 'client', ALERT_SCOPES, 'scope');
  // a client admin's or facilitator's client is their own unless they name one (refused if not theirs)
  const client_id = filled(input.clients) ?? (superAdmin || scope === 'global' ? null : actor.client_id);
  return {
    type,
    text_head,
    text_sub: input.text_sub?.trim() ?? '',
    enable: input.enable === true || input.enable === 1,
    scope,
    client_id: scope === 'global' ? null : client_id,
    lab_id: scope === 'lab' ? filled(input.labs) : null,
    ...windowOf(input),
  };
}
