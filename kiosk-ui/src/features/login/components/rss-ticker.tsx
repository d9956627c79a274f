import { useSignals } from '@preact/signals-react/runtime';
import type { CSSProperties } from 'react';
import { type TickerHeadline, tickerHeadlines } from '#app-state/rss/rss-headlines-model.ts';
import './rss-ticker.css';

/** The crawl's pace: seconds per character of one pass, about 70 px a second. */
const SECONDS_PER_CHAR = 0.17;
const MIN_PASS_S = 20;

function Run({ headlines, copy }: { headlines: readonly TickerHeadline[]; copy: boolean }) {
  return (
    <ul className="rss-ticker__run" aria-hidden={copy || undefined}>
      {headlines.map((h, i) => (
        <li key={h.key} className="rss-ticker__item">
          {i === 0 || headlines[i - 1]?.source !== h.source ? (
            <span className="rss-ticker__source">{h.source}</span>
          ) : null}
          <span className="rss-ticker__title">{h.title}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The lab's RSS headlines crawling along the bottom of the idle and login screens, calmly;
 * it pauses while pointed at or focused, and stands still (scrollable by hand) for those who
 * ask for reduced motion. Nothing is shown when the lab has no headlines. `focusable` makes it
 * a tab stop (the login screen); on the idle screen a tap anywhere wakes the station instead.
 */
export function RssTicker({ focusable }: { focusable: boolean }) {
  useSignals();
  const headlines = tickerHeadlines.value;
  if (headlines.length === 0) return null;
  const chars = headlines.reduce((n, h) => n + h.title.length + h.source.length + 6, 0);
  const style = { '--rss-pass': `${Math.max(MIN_PASS_S, Math.round(chars * SECONDS_PER_CHAR))}s` } as CSSProperties;
  return (
    <section className="rss-ticker" aria-label="News" tabIndex={focusable ? 0 : undefined} style={style}>
      <div className="rss-ticker__track">
        <Run headlines={headlines} copy={false} />
        <Run headlines={headlines} copy={true} />
      </div>
    </section>
  );
}
