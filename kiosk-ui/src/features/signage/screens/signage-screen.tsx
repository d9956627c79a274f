import type { QueuePlatform } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { clockText, secondsLeft, useNow } from '#lib/countdown.ts';
import { board, link, missing, openSignage } from '../model/signage-model.ts';
import { lineSummary } from '../model/signage-texts.ts';
import './signage-screen.css';

const PLATFORM: Readonly<Record<QueuePlatform, string>> = { xb: 'Xbox', ps: 'PlayStation', sw: 'Switch', pc: 'PC' };

function UpNow() {
  useSignals();
  const now = useNow();
  const up = board.value?.up ?? [];
  return (
    <section className="signage__up" aria-labelledby="signage-up">
      <h2 id="signage-up">Now up</h2>
      {up.length === 0 ? (
        <p className="signage__quiet">No seat is waiting for anyone.</p>
      ) : (
        <ul>
          {up.map((u) => (
            <li key={u.ticket} className="signage__up-card">
              <span className="signage__ticket">#{u.ticket}</span>
              <span className="signage__name">{u.name}</span>
              <span className="signage__pod">Go to pod {u.nav_id}</span>
              <span className="signage__left" role="timer">
                {clockText(secondsLeft(u.expires_at, now))} to sign in
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextPlaces() {
  useSignals();
  const b = board.value;
  const next = b?.next ?? [];
  const more = (b?.waiting ?? 0) - next.length;
  return (
    <section className="signage__next" aria-labelledby="signage-next">
      <h2 id="signage-next">Next</h2>
      {next.length === 0 ? (
        <p className="signage__quiet">Nobody is waiting</p>
      ) : (
        <ol>
          {next.map((n) => (
            <li key={n.ticket}>
              <span className="signage__place">{n.position}</span>
              <span className="signage__ticket">#{n.ticket}</span>
              <span className="signage__name">{n.name}</span>
              {n.platform ? <span className="signage__platform">{PLATFORM[n.platform]}</span> : null}
            </li>
          ))}
        </ol>
      )}
      {more > 0 ? <p className="signage__more">and {more} more waiting</p> : null}
    </section>
  );
}

/** /labs/:lab_id/queue: the lab's queue for a TV at the door (public, no sign-in), live. */
export function SignageScreen({ labId }: { labId: string }) {
  useSignals();
  useEffect(() => openSignage(labId), [labId]);
  const b = board.value;
  const labName = b?.lab_name ?? null;
  useEffect(() => {
    document.title = labName ? `${labName} | Queue` : 'Queue';
  }, [labName]);
  if (missing.value) {
    return (
      <main className="signage signage--message">
        <h1>This queue does not exist.</h1>
      </main>
    );
  }
  return (
    <main className="signage">
      <header className="signage__head">
        {b?.brand?.logo ? <img className="signage__logo" src={b.brand.logo} alt="" /> : null}
        <h1>{b ? `${b.lab_name} queue` : 'Queue'}</h1>
        <p className={`signage__link signage__link--${link.value}`} role="status">
          {link.value === 'live' ? 'Live' : link.value === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </p>
      </header>
      {b === null ? (
        <p className="signage__quiet">Loading…</p>
      ) : !b.enabled ? (
        <p className="signage__closed">The queue is closed right now.</p>
      ) : (
        <div className="signage__body">
          <UpNow />
          <NextPlaces />
        </div>
      )}
      {b?.enabled ? (
        <footer className="signage__foot">
          {lineSummary(b.up.length, b.waiting)} · Sign in at a station or scan its QR code to join
        </footer>
      ) : null}
    </main>
  );
}
