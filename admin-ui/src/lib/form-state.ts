// A console form's state: its values, the inline errors beside its fields and whether it is
// being saved, with the steps every form takes the same way. What a form checks, sends and
// says about a refusal stays in its own model.
import { type Signal, signal } from '@preact/signals-react';

/** The inline error of each field that has one. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** A form's own checks: the errors to show, and whether one is a required field left empty. */
export type FormCheck<K extends string> = { readonly errors: FormErrors<K>; readonly missing?: boolean };

export type FormStateOptions<V, K extends string> = {
  /** What the form starts as, and what Cancel and a reset go back to. */
  readonly blank: V | (() => V);
  /** Checked before sending (the server checks again); none: the server checks alone. */
  readonly check?: (values: V) => FormCheck<K>;
  /** A required field is empty: the console's 'Please fill all required fields', said the form's way. */
  readonly onMissing?: () => void;
  /** A field is wrong but none is missing (the errors show beside the fields either way). */
  readonly onInvalid?: () => void;
  /** The field a refused save names and the text to show under it; by default `data.field` of an ApiError, with its message. */
  readonly refusedField?: (err: unknown) => { readonly field: K; readonly text: string } | null;
};

export type FormState<V, K extends string> = {
  readonly values: Signal<V>;
  readonly errors: Signal<FormErrors<K>>;
  /** True while a save runs: its button is busy and a second submit does nothing. */
  readonly saving: Signal<boolean>;
  /** Changes one field; its inline error goes (it was changed). */
  set<F extends keyof V>(field: F, value: V[F]): void;
  /** Shows these values (a row opened for editing, a reply's fresh copy), no errors. */
  fill(values: V): void;
  /** Back to the blank form, no errors. */
  reset(): void;
  /** Runs the form's checks and shows their errors; `missing` also says so the form's way. */
  check(): { readonly ok: boolean; readonly missing: boolean };
  /** Puts the field a refused save names beside that field. */
  refused(err: unknown): void;
  /**
   * Submit: checked first; then `send` runs while `saving` is on. A refusal marks the field it
   * names and goes to `failed` (which may throw it on). Resolves to what `send` returned, or
   * undefined when nothing was sent or it was refused.
   */
  submit<T>(send: (values: V) => Promise<T>, failed?: (err: unknown) => void): Promise<T | undefined>;
};

/** `data.field` of a refused call (an ApiError, read by its shape), with the error's message. */
function namedField<K extends string>(err: unknown): { field: K; text: string } | null {
  if (!(err instanceof Error)) return null;
  const field = (err as { data?: { field?: unknown } | null }).data?.field;
  return typeof field === 'string' ? { field: field as K, text: err.message } : null;
}

/**
 * One form's signals and the steps every console form shares.
 *
 * @example
 * const form = createFormState({ blank: BLANK, check: checkOffer, onMissing: toastRequired });
 * export const saveOffer = () => form.submit((v) => offersApi.save(bodyOf(v)), toastFailure);
 */
export function createFormState<V extends object, K extends string = Extract<keyof V, string>>(
  o: FormStateOptions<V, K>,
): FormState<V, K> {
  const blank = (): V => (typeof o.blank === 'function' ? (o.blank as () => V)() : o.blank);
  const values = signal<V>(blank());
  const errors = signal<FormErrors<K>>({});
  const saving = signal(false);
  const refusedField = o.refusedField ?? namedField<K>;

  const check = (): { ok: boolean; missing: boolean } => {
    const found: FormCheck<K> = o.check?.(values.value) ?? { errors: {} };
    errors.value = found.errors;
    const ok = Object.values(found.errors).every((e) => !e);
    const missing = found.missing === true;
    if (missing) o.onMissing?.();
    else if (!ok) o.onInvalid?.();
    return { ok, missing };
  };
  const refused = (err: unknown): void => {
    const f = refusedField(err);
    if (f) errors.value = { ...errors.value, [f.field]: f.text };
  };

  return {
    values,
    errors,
    saving,
    set(field, value) {
      values.value = { ...values.value, [field]: value };
      const key = field as unknown as K;
      if (errors.value[key]) {
        const { [key]: _, ...rest } = errors.value;
        errors.value = rest as FormErrors<K>;
      }
    },
    fill(next) {
      values.value = next;
      errors.value = {};
    },
    reset() {
      values.value = blank();
      errors.value = {};
    },
    check,
    refused,
    async submit(send, failed) {
      if (saving.value) return undefined;
      if (!check().ok) return undefined;
      saving.value = true;
      try {
        return await send(values.value);
      } catch (err) {
        refused(err);
        failed?.(err);
        return undefined;
      } finally {
        saving.value = false;
      }
    },
  };
}
