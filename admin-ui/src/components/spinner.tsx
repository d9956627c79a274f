import './spinner.css';

/**
 * A loading wheel with its words for screen readers (and on screen with `showLabel`).
 *
 * @example <Spinner label="Loading labs…" showLabel />
 */
export function Spinner({
  label,
  showLabel = false,
  size = 'md',
}: {
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}
