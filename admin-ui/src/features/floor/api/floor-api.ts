// The floor view's calls: the lab's floor, its Message, and the existing calls its other
// actions make (pod commands, comp time).
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export const floorApi = {
  /** The lab's pods as floor tiles (a client admin's own labs only; the server refuses others). */
  floor: (lab_id: string) => adminGet('/admin/kiosk/floor', { lab_id }),

  /** Log out (`logout`) and Lock / Unlock (`lockout`, `unlockout`): the pod commands Manage Your Pods sends. */
  command: (command_type: 'logout' | 'lockout' | 'unlockout', pod_id: string) =>
    adminPost('/admin/run/command', { command_type, pod_ids: [pod_id] }),

  /** Add comp time to the player on the pod: the user screen's call. */
  addComp: (user_id: string, minutes: number, note: string) =>
    adminPost('/admin/kiosk/users/add_comp_time', {
      user_id,
      minutes,
      note,
      user_timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),

  /** Message: the pod's kiosk shows the text in a dialog (client admins their own client's pods only). */
  message: (pod_id: string, message: string) => adminPost('/admin/kiosk/floor/message', { pod_id, message }),
};
