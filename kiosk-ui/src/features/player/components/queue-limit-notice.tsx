import { useSignals } from '@preact/signals-react/runtime';
import { dismissQueueLimitWarning, queueLimit, queueLimitWarning } from '../model/queue-limit-model.ts';
import './queue-limit-notice.css';
import { TimeWarningBanner } from './time-warning-banner.tsx';

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** On the dashboard while people wait for a pod in the lab: the session limit that applies, and the time left. */
export function QueueLimitStatus() {
  useSignals();
  const limit = queueLimit.value;
  if (!limit) return null;
  return (
    <p className="queue-limit-status" role="status">
      <strong>People are waiting for a pod.</strong> Sessions are limited to {minutes(limit.limit_minutes)} while they
      wait: about {minutes(limit.minutes_left)} left.
    </p>
  );
}

/** The limit's warnings over a player screen: 10 and 2 minutes left, then the limit reached. */
export function QueueLimitBanner() {
  useSignals();
  const warning = queueLimitWarning.value;
  if (!warning) return null;
  const text =
    warning.kind === 'up'
      ? 'Time is up: people are waiting for a pod, so your session is ending.'
      : `Only ${minutes(warning.minutesLeft)} left: people are waiting for a pod.`;
  return <TimeWarningBanner kind={warning.kind} text={text} onClose={dismissQueueLimitWarning} />;
}
