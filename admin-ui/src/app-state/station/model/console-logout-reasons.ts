// Why the admin console on a pod logs out: the kiosk's reasons, word for word.
import type { PodCommand, StationView } from '@gamepod/contracts/bridge-socket';

export const REASON_PHYSICAL_BUTTON = 'You pushed the physical logout button';
export const REASON_SEAT_LEFT = 'You left your seat for more than 30 seconds';
export const REASON_ADMIN_LOGOUT = 'Admin forced the logout from kioske';
export const REASON_ADMIN_REBOOT = 'Admin forced the kioske reboot';

/** Why a pending physical logout ends the session: the seat sensor's reason, else the button's. */
export function physicalLogoutReason(view: Pick<StationView, 'logout_pending' | 'logout_reason'>): string | null {
  if (!view.logout_pending) return null;
  return view.logout_reason === 'seat' ? REASON_SEAT_LEFT : REASON_PHYSICAL_BUTTON;
}

/** The staff commands that end the signed-in session on the station, with the reason shown. */
export function commandLogoutReason(command: Pick<PodCommand, 'command_type'>): string | null {
  if (command.command_type === 'logout' || command.command_type === 'navlogout') return REASON_ADMIN_LOGOUT;
  if (command.command_type === 'reboot') return REASON_ADMIN_REBOOT;
  return null;
}
