import { recordActivity } from '#app-state/activity/activity-model.ts';
import { podSession } from '#app-state/session/pod-session-model.ts';
import { enterLoginScreen } from '#app-state/session/startup-model.ts';
import { prefillFrom } from '#lib/prefill.ts';
import { watchIdle } from './idle-model.ts';
import { resetLoginForm } from './login-model.ts';
import { watchQueueOpen } from './queue-offer-model.ts';
import { watchRemoteLogin } from './remote-pod-model.ts';

/** Everything the login screen runs while it shows; returns the stop. */
export function openLoginScreen(): () => void {
  resetLoginForm(prefillFrom(history.state));
  enterLoginScreen();
  const stopRemote = watchRemoteLogin();
  const stopIdle = watchIdle();
  const stopQueue = watchQueueOpen();
  let recordedFor: string | null = null;
  // once per kiosk session: a re-validation (a new QR code) starts a new one
  const stopActivity = podSession.subscribe((session) => {
    if (!session || session.session_id_key === recordedFor) return;
    recordedFor = session.session_id_key;
    recordActivity('ui_home');
  });
  return () => {
    stopRemote();
    stopIdle();
    stopQueue();
    stopActivity();
  };
}
