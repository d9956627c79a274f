// Which fields of a form must be filled in, declared once beside the form's body schema: the
// console and kiosk models check them before sending, and services check them again on the
// body the schema let through. Data and one pure function, no schema, so a page that imports
// a form's rules bundles no TypeBox.

/** A form's body as its rules read it: any of its fields, of any type (a UI's values or the request body). */
export type FormBody<F extends string> = { readonly [K in F]?: unknown };

/** Who fills the form in, for rules that depend on it: the signed-in user's role id. */
export type FormContext = { readonly role?: number };

/** When one field must be filled in (`B`: the body its condition reads), and what its refusal says when that is not its form's. */
export type FieldRule<F extends string, B = FormBody<F>> = {
  readonly field: F;
  /** Only for these roles of the user filling the form in; absent: for every role. */
  readonly roles?: readonly number[];
  /** Only when this holds of the body; absent: always. */
  readonly when?: (body: B) => boolean;
  /** What counts as not filled in, when more than `isBlank` does (a list's "none" entry). */
  readonly blank?: (value: unknown) => boolean;
  /** This field's own catalogue key, sent with its refusal. */
  readonly msg_key?: string;
  /** This field's own refusal text. */
  readonly message?: string;
};

/** One form's required fields (`F`) in the form's order, and how a refusal names one. */
export type FormRules<F extends string, B = FormBody<F>> = {
  readonly fields: readonly FieldRule<F, B>[];
  /** The message catalogue's key for "a required field is empty" on this form. */
  readonly msg_key: string;
  /** The 400's message: this text for every field, or `<field>: is required` when absent. */
  readonly message?: string;
  /** Whether the 400's data names msg_key besides the field (the kiosk reads it; most console forms do not). */
  readonly sendsKey?: boolean;
};

/** An empty required field: `message` and `data` are the 400's (`data.msg_key` only when the form sends it). */
export type FieldError<F extends string = string> = {
  readonly field: F;
  readonly message: string;
  readonly data: { readonly field: F; readonly msg_key?: string };
};

/** The message every console form shows, inline or as a toast, when a required field is empty. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields';

/**
 * A form's rules, their field names checked against its body type `B`: the fields named are
 * the rules' type (a form's checks mark exactly those), the conditions read any field of `B`.
 *
 * @example
 * export const OFFER_FORM_RULES = formRules<Static<typeof adminOfferSave.body>>()({
 *   msg_key: 'generic-required-message',
 *   fields: [{ field: 'name' }],
 * });
 */
export const formRules =
  <B extends object>() =>
  <const F extends keyof B & string>(
    rules: FormRules<F, FormBody<keyof B & string>>,
  ): FormRules<F, FormBody<keyof B & string>> =>
    rules;

/** Not filled in: absent, null, blank text or an empty list. Numbers and booleans are always filled in. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a rule asks for its field from this user, on this body. */
function applies<F extends string, B>(rule: FieldRule<F, B>, body: B, context: FormContext): boolean {
  if (rule.roles && (context.role === undefined || !rule.roles.includes(context.role))) return false;
  return rule.when ? rule.when(body) : true;
}

/** The fields this user must fill in on this body, in the form's order: the ones a form marks required. */
export function requiredFields<F extends string, B>(
  rules: FormRules<F, B>,
  body: B & FormBody<F>,
  context: FormContext = {},
): F[] {
  return rules.fields.filter((rule) => applies(rule, body, context)).map((rule) => rule.field);
}

/**
 * The required fields `body` leaves empty, in the form's order, each with the 400 it answers.
 * A form shows them beside their fields; services refuse the first one.
 *
 * @example
 * missingFields(LAB_FORM_RULES, { lab_name: ' ', city: 'Springfield' })[0]?.field === 'lab_name'
 */
export function missingFields<F extends string, B>(
  rules: FormRules<F, B>,
  body: B & FormBody<F>,
  context: FormContext = {},
): FieldError<F>[] {
  const errors: FieldError<F>[] = [];
  for (const rule of rules.fields) {
    if (!applies(rule, body, context) || !(rule.blank ?? isBlank)(body[rule.field])) continue;
    const msg_key = rule.msg_key ?? (rules.sendsKey ? rules.msg_key : undefined);
    errors.push({
      field: rule.field,
      message: rule.message ?? rules.message ?? `${rule.field}: is required`,
      data: msg_key === undefined ? { field: rule.field } : { field: rule.field, msg_key },
    });
  }
  return errors;
}
