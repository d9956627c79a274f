import { signal } from '@preact/signals-react';
import { queueApi } from '#api/endpoints.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';

/** This station's lab runs its queue now: the login screen offers "Join the queue". */
export const stationQueueOpen = signal(false);

/** Asks once per kiosk session whether the lab's queue is open (a failed ask offers nothing); returns the stop. */
export function watchQueueOpen(): () => void {
  let askedFor: string | null = null;
  return podSession.subscribe((session) => {
    if (!session || session.session_id_key === askedFor) return;
    const key = session.session_id_key;
    askedFor = key;
    queueApi.open(key).then(
      (open) => {
        if (askedFor === key) stationQueueOpen.value = open.enabled;
      },
      () => {
        if (askedFor === key) stationQueueOpen.value = false;
      },
    );
  });
}
