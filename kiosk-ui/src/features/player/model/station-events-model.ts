import { navigate } from 'wouter/use-browser-location';
import { goToLogout } from '#app-state/logout/go-to-logout.ts';
import {
  REASON_ADMIN_LOGOUT,
  REASON_ADMIN_REBOOT,
  REASON_PHYSICAL_BUTTON,
  REASON_SEAT_EXPIRED,
  REASON_SEAT_LEFT,
  REASON_SESSION_EXPIRED,
} from '#app-state/logout/logout-reasons.ts';
import { watchNetworkLoss } from '#app-state/realtime/network-loss-model.ts';
import { onSessionExpired } from '#app-state/realtime/realtime-model.ts';
import { reservationLogoutReason } from '#app-state/reservation/reservation-model.ts';
import { userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper, onPodCommand, station } from '#app-state/station/bridge-model.ts';
import { queueLimitLogoutReason } from './queue-limit-model.ts';
import { saveSeat, seatSaved, seatSecondsLeft } from './save-seat-model.ts';

/** An admin's save_seat saves the seat for the admin's hour; asking again a moment later reads that hour. */
const ADMIN_SEAT_RECHECK_MS = 3_000;
/** A session closed this near its saved seat's end is the seat running out (the page's clock may lag the server's). */
const SEAT_EXPIRY_SKEW_S = 60;

async function physicalLogout(reason: string | null | undefined): Promise<void> {
  await callHelper('GET', '/kiosk/acknowledge/logout_pod');
  // a saved seat is meant to be left: the seat sensor does not end it, the button still does
  if (reason === 'seat' && seatSaved.value) return;
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
    if (command.command_type === 'save_seat') {
      // it opens the player's dashboard in save-seat mode, wherever the player was
      if (userSession.value?.role_id === 1 && location.pathname !== '/player/dashboard') navigate('/player/dashboard');
      void saveSeat();
      setTimeout(() => void saveSeat(), ADMIN_SEAT_RECHECK_MS);
    }
  });
  // a session the reservation's start or end, or the limit while people wait, closed says so, though its push may come after the close
  const stopExpired = onSessionExpired(() =>
    goToLogout(
      (seatSaved.value && seatSecondsLeft.value <= SEAT_EXPIRY_SKEW_S ? REASON_SEAT_EXPIRED : null) ??
        reservationLogoutReason() ??
        queueLimitLogoutReason() ??
        REASON_SESSION_EXPIRED,
      false,
    ),
  );
  const stopNetworkLoss = watchNetworkLoss();
  return () => {
    stopNetworkLoss();
    stopState();
    stopCommands();
    stopExpired();
  };
}
