import './wordmark.css';

/** The product name as a logo: a play-button pod mark, then "game" and "pod" in the theme's primary colour. */
export function Wordmark() {
  return (
    <span className="wordmark">
      <svg className="wordmark__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="wordmark__pod" x="1" y="1" width="30" height="30" rx="9" />
        <path
          className="wordmark__play"
          d="M13 10.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 13 10.5Z"
        />
      </svg>
      <span className="wordmark__text">
        game<span className="wordmark__accent">pod</span>
      </span>
    </span>
  );
}
