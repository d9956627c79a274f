// Manage System Messages: the heading, the type and the key are required; a refusal says
// 'Please fill all required fields' naming the field, with 'generic-required-message'.
import { formRules, REQUIRED_FIELDS_MESSAGE } from '../form-rules.ts';
import type { SaveSystemMessageBody } from './system-messages.ts';

/** Create or edit a message. */
export const SYSTEM_MESSAGE_FORM_RULES = formRules<SaveSystemMessageBody>()({
  msg_key: 'generic-required-message',
  message: REQUIRED_FIELDS_MESSAGE,
  sendsKey: true,
  fields: [{ field: 'text_head' }, { field: 'type' }, { field: 'msg_key' }],
});
