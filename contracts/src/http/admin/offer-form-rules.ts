// An offer of playing time: its name is required (minutes and price are the schema's); a
// refusal says 'name: required'.
import { formRules } from '../form-rules.ts';
import type { SaveOfferBody } from './offers.ts';

/** Create or edit an offer. */
export const OFFER_FORM_RULES = formRules<SaveOfferBody>()({
  msg_key: 'generic-required-message',
  fields: [{ field: 'name', message: 'name: required' }],
});
