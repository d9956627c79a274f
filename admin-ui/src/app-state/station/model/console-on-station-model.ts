// The admin console open on a pod reacts to its station as the kiosk does: the physical logout
// button and the seat sensor, the staff commands that end the session there, and the staff
// command that opens its pod games.
import { navigate } from 'wouter/use-browser-location';
import { logOut } from '#app-state/logout/logout-model.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { commandPage } from './console-command-page.ts';
import { commandLogoutReason, physicalLogoutReason } from './console-logout-reasons.ts';
import { linkStation, onStation } from './station-link.ts';

/**
 * While someone is signed in on a pod's own console: the physical logout (acknowledged to the
 * helper, as the kiosk does) and a logout or reboot command log them out through the kiosk's
 * logout screen with the reason; admin_play_game opens the pod games screen. Off a pod it does
 * nothing. Returns the stop.
 */
export function watchConsoleOnStation(): () => void {
  if (!onStation() || !userSession.value) return () => undefined;
  let ending = false;
  const end = (reason: string) => {
    if (ending || !userSession.value) return;
    ending = true;
    void logOut(reason);
  };
  const link = linkStation(
    (state) => {
      const reason = physicalLogoutReason(state.station);
      if (!reason || !link) return;
      void link.get('/kiosk/acknowledge/logout_pod').then(() => end(reason));
    },
    (command) => {
      const reason = commandLogoutReason(command);
      if (reason) end(reason);
      const page = commandPage(command);
      if (page && !ending && location.pathname !== page) navigate(page);
    },
  );
  return () => link?.close();
}
