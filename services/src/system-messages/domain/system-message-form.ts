import { MSG_KEY_PATTERN, SYSTEM_MESSAGE_TYPES, type SystemMessageType } from '@gamepod/contracts/catalogues';
import { SYSTEM_MESSAGE_FORM_RULES } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';
import { refuseMissingFields } from '../../domain/required-fields.ts';

/** The Manage System Messages form as the console sends it; empty and null mean "not filled in". */
export type SystemMessageInput = {
  readonly msg_key?: string | null;
  readonly type?: string | null;
  readonly text_head?: string | null;
  readonly text_sub?: string | null;
};

/** A message as saved. */
export type SystemMessageForm = {
  readonly msg_key: string;
  readonly type: SystemMessageType;
  readonly text_head: string;
  readonly text_sub: string;
};

const KEY = new RegExp(MSG_KEY_PATTERN);
const filled = (v: string | null | undefined): string | null => v?.trim() || null;

/**
 * Reads the form: text_head, type and msg_key are required (SYSTEM_MESSAGE_FORM_RULES: the
 * catalogue's 'generic-required-message' naming the field); the key is what the UIs look the
 * text up by, so it is lower case (`login-invalid-error-message`).
 *
 * @throws ValidationError naming the field.
 */
export function readSystemMessageForm(input: SystemMessageInput): SystemMessageForm {
  refuseMissingFields(SYSTEM_MESSAGE_FORM_RULES, input);
  const text_head = filled(input.text_head) ?? '';
  const type = filled(input.type) ?? '';
  if (!(SYSTEM_MESSAGE_TYPES as readonly string[]).includes(type)) {
    throw new ValidationError(`type: must be one of ${SYSTEM_MESSAGE_TYPES.join(', ')}`, { field: 'type' });
  }
  const msg_key = filled(input.msg_key) ?? '';
  if (!KEY.test(msg_key)) {
    throw new ValidationError('msg_key: lower-case letters, digits, and - _ . only, like login-invalid-error-message', {
      field: 'msg_key',
    });
  }
  return { msg_key, type: type as SystemMessageType, text_head, text_sub: input.text_sub?.trim() ?? '' };
}
