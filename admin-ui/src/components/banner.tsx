import { StatusIcon } from '@gamepod/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import './banner.css';

/** Banners in the lab sections vanish after 4 s. */
export const BANNER_MS = 4_000;

export type BannerTone = 'success' | 'error' | 'warning';
export type BannerMessage = { readonly tone: BannerTone; readonly text: string; readonly id: number };

const ICON = { success: 'ok', error: 'down', warning: 'warn' } as const;

/**
 * An inline notice inside a section (not a toast): shows `message` and hides itself after
 * `ms` (4 s). Pair it with `useBanner()`.
 *
 * @example const [banner, showBanner] = useBanner(); … <Banner message={banner} />; showBanner('success', 'Schedule saved');
 */
export function Banner({ message }: { message: BannerMessage | null }) {
  if (!message) return null;
  return (
    <div
      key={message.id}
      className={`banner banner--${message.tone}`}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      <StatusIcon tone={ICON[message.tone]} />
      <span>{message.text}</span>
    </div>
  );
}

/** A section's banner state: the message to render and `show(tone, text)`, which clears it after `ms`. */
export function useBanner(ms = BANNER_MS): [BannerMessage | null, (tone: BannerTone, text: string) => void] {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (tone: BannerTone, text: string) => {
      clearTimeout(timer.current);
      setMessage({ tone, text, id: Date.now() });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
