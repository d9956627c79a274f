import './spinner.css';

/** A loading spinner with its words for screen readers and for the screen. */
export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={visibleLabel ? 'spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
