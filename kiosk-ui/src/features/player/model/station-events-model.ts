import { goToLogout } from '../../../app-state/logout/go-to-logout.ts';
import {
  REASON_ADMIN_LOGOUT,
  REASON_ADMIN_REBOOT,
  REASON_PHYSICAL_BUTTON,
  REASON_SEAT_LEFT,
  REASON_SESSION_EXPIRED,
} from '../../../app-state/logout/logout-reasons.ts';
import { watchNetworkLoss } from '../../../app-state/realtime/network-loss-model.ts';
import { onSessionExpired } from '../../../app-state/realtime/realtime-model.ts';
import { callHelper, onPodCommand, station } from '../../../app-state/station/bridge-model.ts';

async function physicalLogout(reason: string | null | undefined): Promise<void> {
  await callHelper('GET', '/kiosk/acknowledge/logout_pod');
  goToLogout(reason === 'seat' ? REASON_SEAT_LEFT : REASON_PHYSICAL_BUTTON);
}

/**
 * What ends a signed-in session from outside the screen: the physical logout button or the
 * seat sensor, the admin's logout and reboot commands, and the server ending the session
 * (a 4401 close of the realtime socket), and the cloud going away (network loss). Returns
 * the stop.
 */
export function watchStationEvents(): () => void {
  if (station.value?.logout_pending) void physicalLogout(station.value.logout_reason);
  const stopState = station.subscribe((view) => {
    if (view?.logout_pending) void physicalLogout(view.logout_reason);
  });
  const stopCommands = onPodCommand((command) => {
    if (command.command_type === 'logout') goToLogout(REASON_ADMIN_LOGOUT);
    if (command.command_type === 'reboot') goToLogout(REASON_ADMIN_REBOOT);
  });
  const stopExpired = onSessionExpired(() => goToLogout(REASON_SESSION_EXPIRED, false));
  const stopNetworkLoss = watchNetworkLoss();
  return () => {
    stopNetworkLoss();
    stopState();
    stopCommands();
    stopExpired();
  };
}
