// The Alerts form: a heading, a type and the switch; a super admin also picks the scope; the
// window is both ends or neither. A refusal says 'Please fill all required fields' naming the
// field. Which client or lab the scope needs is the reach check's, on who asks.
import { ROLE_IDS } from '../../catalogues/role-ids.ts';
import { type FormBody, formRules, isBlank, REQUIRED_FIELDS_MESSAGE } from '../form-rules.ts';
import type { SaveAlertBody } from './alerts.ts';

const filled = (value: unknown) => !isBlank(value);

/** Create (Save) and edit (Update) an alert. */
export const ALERT_FORM_RULES = formRules<SaveAlertBody>()({
  msg_key: 'generic-required-message',
  message: REQUIRED_FIELDS_MESSAGE,
  fields: [
    { field: 'text_head' },
    { field: 'type' },
    { field: 'enable' },
    { field: 'scope', roles: [ROLE_IDS.superAdmin] },
    { field: 'active_start', when: (body: FormBody<'active_untill'>) => filled(body.active_untill) },
    { field: 'active_untill', when: (body: FormBody<'active_start'>) => filled(body.active_start) },
  ],
});
