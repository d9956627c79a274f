// Every sign-in form (the pod's, its admin lock, a phone's, the console's, Save Seat's
// unlock): the email and the password. A refusal says `<field>: is required` with the kiosk's
// 'generic-required-message'.
import { formRules } from '../form-rules.ts';
import type { PodLoginBody } from './login.ts';

/** An email and a password, both required. */
export const LOGIN_FORM_RULES = formRules<PodLoginBody>()({
  msg_key: 'generic-required-message',
  sendsKey: true,
  fields: [{ field: 'username' }, { field: 'password' }],
});
