// Log Entry on the pod dashboard: the comment is required; a refusal says `comment: is
// required` with 'generic-required-message'.
import { formRules } from '../form-rules.ts';
import type { SaveAdminLogBody } from './pod-logs.ts';

/** Write or rewrite an entry of a pod's admin log. */
export const POD_LOG_FORM_RULES = formRules<SaveAdminLogBody>()({
  msg_key: 'generic-required-message',
  sendsKey: true,
  fields: [{ field: 'comment' }],
});
