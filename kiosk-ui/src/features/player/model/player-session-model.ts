import { type ActivityName, recordActivity } from '#app-state/activity/activity-model.ts';
import { watchIdleSpinner } from './idle-spinner-model.ts';
import { watchInactivity } from './inactivity-model.ts';
import { watchLockout } from './lockout-model.ts';
import { watchQueueLimit } from './queue-limit-model.ts';
import { watchRemainingTime } from './remaining-time-model.ts';
import { watchStationEvents } from './station-events-model.ts';

/** Everything a player screen runs while it shows (session watchers, its activity); returns the stop. */
export function openPlayerArea(activity: ActivityName): () => void {
  recordActivity(activity);
  const stops = [
    watchStationEvents(),
    watchLockout(),
    watchInactivity(),
    watchRemainingTime(),
    watchIdleSpinner(),
    watchQueueLimit(),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
