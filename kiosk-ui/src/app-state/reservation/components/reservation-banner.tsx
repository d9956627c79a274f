import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { type ReservationPhase, reservationPhase } from '../reservation-model.ts';
import './reservation-banner.css';

/** The strip's height, for what docks below it (the chat panel). */
const HEIGHT_VAR = '--gp-strip-height';

/**
 * What the strip says. A signed-in player is told when their session ends; someone at a
 * logged-out screen (login, sign-up, reset) is told when the pod is reserved, and when it is
 * free again.
 */
export function reservationWords(phase: ReservationPhase, signedIn: boolean): readonly [string, string] {
  if (phase.kind === 'upcoming') {
    return [
      'This Gamepod has an upcoming reservation.',
      signedIn
        ? `You will be logged out automatically at ${phase.start_time}`
        : `Reserved from ${phase.start_time} to ${phase.stop_time}. You can play here until ${phase.start_time}.`,
    ];
  }
  return [
    'This GamePod is reserved for an event.',
    signedIn
      ? `You will be logged out automatically at ${phase.stop_time}`
      : `Please try another GamePod or return after ${phase.stop_time}`,
  ];
}

/**
 * The pod's reservation, on every station screen but the logout screen: the upcoming strip
 * from 3 h before the start, then the active one. It is a row of the page's layout above the
 * screen, under every overlay (toasts, modals, the emergency alert, the chat panel).
 */
export function ReservationBanner() {
  useSignals();
  const [path] = useLocation();
  const strip = useRef<HTMLDivElement>(null);
  const phase = reservationPhase.value;
  const shown = phase !== null && !path.startsWith('/player/logout');
  useEffect(() => {
    const el = strip.current;
    const root = document.documentElement.style;
    if (!shown || !el) return;
    const follow = new ResizeObserver(() => root.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`));
    follow.observe(el);
    return () => {
      follow.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [shown]);
  if (!shown) return null;
  const [head, sub] = reservationWords(phase, userSession.value !== null);
  return (
    <div ref={strip} className={`reservation-banner reservation-banner--${phase.kind}`} role="status">
      <svg className="reservation-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
        <path d="M3.5 10h17M8 3v4M16 3v4" />
      </svg>
      <p className="reservation-banner__text">
        <strong className="reservation-banner__head">{head}</strong>
        <span className="reservation-banner__sub">{sub}</span>
      </p>
    </div>
  );
}
