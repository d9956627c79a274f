import { useEffect, useState } from 'react';

/** "m:ss" left until `expiresAt` (0:00 once past). */
export function timeLeft(expiresAt: string, now: number): string {
  const s = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The time a held seat has left, ticking each second. Screen readers get the figure once (the
 * timer role is not live by default), so a ticking row does not talk over the screen.
 */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="timer" className="lab-queue__countdown">
      {timeLeft(expiresAt, now)} left
    </span>
  );
}
