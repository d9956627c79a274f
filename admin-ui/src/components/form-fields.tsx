import { MASKS, maskDigits, maskTime12 } from '@gamepod/ui-kit';
import { type ReactNode, useId } from 'react';
import { PickerButton, type PickerKind } from './date-time-picker.tsx';
import './form-fields.css';

type FieldFrame = {
  label: string;
  required?: boolean;
  /** The inline error under the field (also announced: aria-invalid + aria-describedby). */
  error?: string | null;
  hint?: string;
  /** Spans both columns of a <FormGrid>. */
  wide?: boolean;
  /** Keeps the label for screen readers only (a grid whose column headers say it, e.g. a schedule). */
  hideLabel?: boolean;
};

type FieldProps = FieldFrame & { id: string; children: ReactNode };

/** The frame every field shares: label (with the required star), the control, hint and error. */
export function Field({ id, label, required, error, hint, wide, hideLabel, children }: FieldProps) {
  return (
    <div className={`field${wide ? ' field--wide' : ''}${error ? ' field--invalid' : ''}`}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (id: string, f: FieldFrame) => (f.error ? `${id}-error` : f.hint ? `${id}-hint` : undefined);

type TextProps = FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'date';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
  /** Beside the input, in one row with it (a picker's button). */
  addon?: ReactNode;
};

/**
 * A labelled text input.
 *
 * @example <TextField label="Lab Name" required value={form.lab_name} onChange={(v) => set('lab_name', v)} error={errors.lab_name} />
 */
export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  disabled,
  maxLength,
  autoFocus,
  addon,
  ...frame
}: TextProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      className="field__control"
      type={type}
      value={value}
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabled={disabled}
      maxLength={maxLength}
      // biome-ignore lint/a11y/noAutofocus: a form's first field (the login) takes focus on purpose
      autoFocus={autoFocus}
      required={frame.required}
      aria-invalid={frame.error ? true : undefined}
      aria-describedby={described(id, frame)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <Field id={id} {...frame}>
      {addon ? (
        <div className="field__row">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A password input (text hidden, no autocomplete of old passwords into new ones). */
export function PasswordField(props: Omit<TextProps, 'type'>) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

export type Option = { readonly id: string | number; readonly value: string };

type SelectProps = FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** A first, empty option such as 'Select Client' or 'All clients'. */
  placeholder?: string;
  disabled?: boolean;
};

/**
 * A labelled select over `{id, value}` options (the API's option shape).
 *
 * @example <SelectField label="Client" required value={clientId} options={clients} disabled={role === 3} onChange={setClient} />
 */
export function SelectField({ value, onChange, options, placeholder, disabled, ...frame }: SelectProps) {
  const id = useId();
  return (
    <Field id={id} {...frame}>
      <select
        id={id}
        className="field__control field__control--select"
        value={value}
        disabled={disabled}
        required={frame.required}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={described(id, frame)}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.value}
          </option>
        ))}
      </select>
    </Field>
  );
}

type TextAreaProps = FieldFrame & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  disabled?: boolean;
  maxLength?: number;
};

/** A labelled textarea. @example <TextAreaField label="Note" value={note} onChange={setNote} /> */
export function TextAreaField({ value, onChange, rows = 3, disabled, maxLength, ...frame }: TextAreaProps) {
  const id = useId();
  return (
    <Field id={id} {...frame}>
      <textarea
        id={id}
        className="field__control field__control--area"
        rows={rows}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        required={frame.required}
        aria-invalid={frame.error ? true : undefined}
        aria-describedby={described(id, frame)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** The form masks: dates mm/dd/yyyy, times 'HH:mm AM/PM', 24 h clock, phone ###-###-####. */
export type MaskKind = 'date' | 'time12' | 'clock' | 'phone';

const MASKERS: Readonly<Record<MaskKind, { apply: (s: string) => string; placeholder: string }>> = {
  date: { apply: (s) => maskDigits(s, MASKS.date), placeholder: 'mm/dd/yyyy' },
  time12: { apply: maskTime12, placeholder: 'hh:mm AM' },
  clock: { apply: (s) => maskDigits(s, MASKS.clock), placeholder: 'hh:mm' },
  phone: { apply: (s) => maskDigits(s, MASKS.phone), placeholder: '###-###-####' },
};

/** The AM/PM select a 'clock' field's time belongs with: the clock picker sets both. */
export type HalfOfDay = { readonly value: string; readonly onChange: (half: 'AM' | 'PM') => void };

/**
 * A text input that formats as the user types (date, 12 h time, clock, phone). With `picker`,
 * a date or 12 h time field has a calendar or clock button beside it whose choice is written
 * through the same mask; so has a 'clock' field given its `half` (the AM/PM select beside
 * it), whose clock sets the field's hh:mm and the select's half.
 *
 * @example <MaskedField mask="date" picker label="Date" required value={date} onChange={setDate} />
 * @example <MaskedField mask="clock" picker half={{ value: ampm, onChange: setAmpm }} label="Time" value={time} onChange={setTime} />
 */
export function MaskedField({
  mask,
  picker,
  half,
  ...props
}: Omit<TextProps, 'type' | 'placeholder' | 'addon'> & { mask: MaskKind; picker?: boolean; half?: HalfOfDay }) {
  const m = MASKERS[mask];
  const apply = (v: string) => props.onChange(m.apply(v));
  const clock = picker && mask === 'clock' && half;
  const kind: PickerKind | null = clock ? 'time12' : picker && (mask === 'date' || mask === 'time12') ? mask : null;
  const value = clock ? `${props.value} ${half.value}` : props.value;
  const onPick = clock
    ? (text: string) => {
        const [time = '', ampm] = text.split(' ');
        apply(time);
        half.onChange(ampm === 'PM' ? 'PM' : 'AM');
      }
    : apply;
  const addon = kind ? (
    <PickerButton kind={kind} label={props.label} value={value} onPick={onPick} disabled={props.disabled} />
  ) : undefined;
  return <TextField {...props} placeholder={m.placeholder} addon={addon} onChange={apply} />;
}

/**
 * Lays fields out in two columns (one under 768 px); `wide` fields span both.
 *
 * @example <FormGrid><TextField … /><TextField … wide /></FormGrid>
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="form-grid">{children}</div>;
}

/** The row of buttons under a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>;
}
