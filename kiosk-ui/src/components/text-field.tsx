import { type InputHTMLAttributes, useId } from 'react';
import './text-field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  invalid?: boolean;
  hint?: string;
};

/** A labelled, touch-sized input; `invalid` highlights it. */
export function TextField({ label, value, onValue, invalid, hint, className, ...input }: Props) {
  const id = useId();
  return (
    <label
      className={`text-field${invalid ? ' text-field--invalid' : ''}${className ? ` ${className}` : ''}`}
      htmlFor={id}
    >
      <span className="text-field__label">
        {label}
        {hint ? <span className="text-field__hint"> {hint}</span> : null}
      </span>
      <input
        id={id}
        className="text-field__input"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={invalid || undefined}
        {...input}
      />
    </label>
  );
}
