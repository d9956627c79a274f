import './countdown-ring.css';

/** Seconds left as a number inside a draining ring. */
export function CountdownRing({ seconds, total, label }: { seconds: number; total: number; label?: string }) {
  const fraction = total > 0 ? Math.max(0, Math.min(1, seconds / total)) : 0;
  const circumference = 2 * Math.PI * 44;
  return (
    <div
      className="countdown-ring"
      role="timer"
      aria-label={label ?? `${seconds} seconds left`}
      data-digits={Math.min(4, String(seconds).length)}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="countdown-ring__track" cx="50" cy="50" r="44" />
        <circle
          className="countdown-ring__fill"
          cx="50"
          cy="50"
          r="44"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      <span className="countdown-ring__value">{seconds}</span>
    </div>
  );
}
