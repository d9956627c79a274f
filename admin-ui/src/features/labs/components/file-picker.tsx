import { useId } from 'react';
import { Field } from '#components/form-fields.tsx';

type Props = {
  label: string;
  accept: string;
  onChoose: (file: File | null) => void;
  required?: boolean;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  hideLabel?: boolean;
};

/**
 * A labelled file input (the browser's own picker, styled to the console). Give it a new
 * `key` to empty it after an upload.
 */
export function FilePicker({ label, accept, onChoose, required, error, hint, disabled, hideLabel }: Props) {
  const id = useId();
  const frame = { label, required, error, hint, hideLabel };
  return (
    <Field id={id} {...frame}>
      <input
        id={id}
        type="file"
        className="file-picker"
        accept={accept}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
      />
    </Field>
  );
}

type ButtonProps = {
  /** The input's accessible name, e.g. 'Upload Left Image'. */
  label: string;
  /** What the button says, e.g. 'Upload' or 'Replace'. */
  text: string;
  accept: string;
  onChoose: (file: File | null) => void;
  disabled?: boolean;
};

/** A file input that looks like a button: picking a file is the action (it uploads at once). */
export function FileButton({ label, text, accept, onChoose, disabled }: ButtonProps) {
  const id = useId();
  return (
    <span className={`file-button${disabled ? ' file-button--disabled' : ''}`}>
      <input
        id={id}
        type="file"
        className="visually-hidden file-button__input"
        accept={accept}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => onChoose(e.currentTarget.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="button button--secondary file-button__label" aria-hidden="true">
        {text}
      </label>
    </span>
  );
}
