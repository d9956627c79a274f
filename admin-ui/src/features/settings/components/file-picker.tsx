import { type ChangeEvent, useEffect, useId, useRef } from 'react';

type FilePickerProps = {
  label: string;
  accept: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  /** The dialog's choice, or null when it was cancelled; answers whether the model kept it. */
  onChoose: (file: File | null) => boolean;
  /** The model's file: a refused one, and one just uploaded, are cleared from the input. */
  file: File | null;
};

/** A labelled file input (the native one, styled), with its hint and inline error. */
export function FilePicker({ label, accept, hint, error, disabled, onChoose, file }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // an uploaded file leaves the model: the input shows "no file" again
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const target = e.currentTarget;
    if (!onChoose(target.files?.[0] ?? null)) target.value = '';
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="file-picker"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={onChange}
      />
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

/** The upload's progress as a bar (0 to 1), shown while a file goes up. */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <progress className="upload-progress" max={1} value={value} aria-label={label}>
      {Math.round(value * 100)}%
    </progress>
  );
}
