// Services' side of a form's rules (declared in the contracts beside its body schema): the
// body the schema let through is refused, naming its first empty required field, exactly as the
// form itself would have said.
import { type FormBody, type FormContext, type FormRules, missingFields } from '@gamepod/contracts/http';
import { ValidationError } from '@gamepod/events';

/**
 * Refuses a body that leaves a required field of its form empty: a ValidationError (400) with
 * the form's message for the first such field, in the form's order.
 *
 * @throws ValidationError with data.field (and data.msg_key where the form sends one).
 */
export function refuseMissingFields<F extends string, B>(
  rules: FormRules<F, B>,
  body: B & FormBody<F>,
  context: FormContext = {},
): void {
  const [first] = missingFields(rules, body, context);
  if (first) throw new ValidationError(first.message, { ...first.data });
}
