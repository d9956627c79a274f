import './status-icon.css';

export type StatusTone = 'ok' | 'down' | 'warn' | 'unknown';

const GLYPHS: Record<StatusTone, string> = {
  ok: 'M6.5 12.5l3.5 3.5 7.5-8',
  down: 'M8 8l8 8M16 8l-8 8',
  warn: 'M12 7v6M12 16.5v.5',
  unknown: 'M7.5 12h9',
};

/** A coloured disc with a glyph, so status never rests on colour alone. */
export function StatusIcon({ tone, className }: { tone: StatusTone; className?: string }) {
  return (
    <svg
      className={`status-icon status-icon--${tone}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" />
      <path d={GLYPHS[tone]} />
    </svg>
  );
}
