// The floor view's calls: the lab's floor, and the existing calls its actions make (pod
// commands, comp time, the pod's open chat).
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

  /** The open conversations: a message goes to the pod's open chat, as Live Chat answers it. */
  chats: (client_id: string) => adminGet('/admin/chat/list', { client_id }).then((d) => d.conversations),
  reply: (conversation_id: string, text: string) => adminPost('/admin/chat/reply', { conversation_id, text }),
};
