import { useId } from 'react';
import './switch.css';

type SwitchProps = {
  checked: boolean;
  onChange: (next: boolean) => void;
  /** The accessible name; shown beside the switch unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Words on the track's side for the two states, e.g. ['Paid Mode', 'Free Mode']. */
  stateText?: readonly [on: string, off: string];
  disabled?: boolean;
  /** Saving: disabled and marked busy until the server answered (a failed save reverts `checked`). */
  busy?: boolean;
};

/**
 * An on/off switch (role="switch"): Space or Enter toggles it, as does a click.
 *
 * @example <Switch label="Force On" hideLabel checked={lab.admin_mode === 1} busy={saving} onChange={(on) => setForceOn(lab.id, on)} />
 */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  stateText,
  disabled = false,
  busy = false,
}: SwitchProps) {
  const id = useId();
  return (
    <span className={`switch${busy ? ' switch--busy' : ''}`}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={hideLabel ? label : undefined}
        aria-labelledby={hideLabel ? undefined : `${id}-label`}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        className="switch__track"
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      {hideLabel ? null : (
        <label id={`${id}-label`} htmlFor={id} className="switch__label">
          {label}
        </label>
      )}
      {stateText ? (
        <span className="switch__state" aria-hidden="true">
          {checked ? stateText[0] : stateText[1]}
        </span>
      ) : null}
    </span>
  );
}
