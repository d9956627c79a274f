// The client form's required fields: Deploy New Client asks for the contact's first name,
// email and phone; the client edit for the client's name, email and phone, and a first name
// that is sent may not be blank. A refusal says `<field>: is required`.
import type { Static } from 'typebox';
import { formRules } from '../../form-rules.ts';
import type { adminKioskClientsUpdate, adminKioskDeploymentClient } from './clients.ts';

/** Deploy New Client. */
export const CLIENT_DEPLOY_FORM_RULES = formRules<Static<typeof adminKioskDeploymentClient.body>>()({
  msg_key: 'generic-required-message',
  fields: [{ field: 'first_name' }, { field: 'email' }, { field: 'phone' }],
});

/** Client Details' Update (anything left out stays as it is). */
export const CLIENT_EDIT_FORM_RULES = formRules<Static<typeof adminKioskClientsUpdate.body>>()({
  msg_key: 'generic-required-message',
  fields: [
    { field: 'name' },
    { field: 'email' },
    { field: 'phone' },
    { field: 'first_name', when: (body) => body.first_name !== undefined },
  ],
});
