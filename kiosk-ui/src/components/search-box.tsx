import './search-box.css';

type Props = {
  value: string;
  onValue: (text: string) => void;
  /** The accessible name, also shown as the placeholder. */
  label: string;
  className?: string;
};

/** A pill-shaped, touch-sized search input with a magnifier. */
export function SearchBox({ value, onValue, label, className }: Props) {
  return (
    <label className={`search-box${className ? ` ${className}` : ''}`}>
      <span className="search-box__icon" aria-hidden="true" />
      <input
        type="search"
        className="search-box__input"
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </label>
  );
}
