import type { QueueOffer } from '@gamepod/contracts/http';
import { useEffect, useRef } from 'react';
import { clockText, secondsLeft, useNow } from '#lib/countdown.ts';

/** "You're up: pod {nav}" with the hold's countdown; it takes the focus when it arrives. */
export function UpNews({ offer }: { readonly offer: QueueOffer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const left = secondsLeft(offer.expires_at, now);
  return (
    <section className="queue-news queue-news--up" aria-labelledby="queue-up-title">
      <div role="alert">
        <h2 id="queue-up-title" className="queue-news__head" tabIndex={-1} ref={heading}>
          You're up: pod {offer.nav_id}
        </h2>
        <p className="queue-news__sub">Go to pod {offer.nav_id} now and sign in there.</p>
      </div>
      {/* the countdown ticks each second: not live, or a screen reader would read every tick */}
      <p className="queue-news__hold">
        Held for you for <strong className="queue-news__countdown">{clockText(left)}</strong>
      </p>
    </section>
  );
}

/** A headline the page announces and moves the focus to: staff calling, or how the place ended. */
export function QueueNewsBox({ head, sub, tone }: { head: string; sub: string; tone: 'call' | 'end' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={`queue-news queue-news--${tone}`} role="alert" aria-labelledby="queue-news-title">
      <h2 id="queue-news-title" className="queue-news__head" tabIndex={-1} ref={heading}>
        {head}
      </h2>
      <p className="queue-news__sub">{sub}</p>
    </section>
  );
}
