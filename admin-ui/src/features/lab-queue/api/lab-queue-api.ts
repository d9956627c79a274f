// The lab queue's staff calls: the line and policy, move, remove, call, and the policy's save.
import type { QueuePolicy } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export const labQueueApi = {
  /** Quiet: the screen shows a failed read itself, and the refreshes' blips need no toast. */
  list: (lab_id: string) => adminGet('/admin/kiosk/lab_queue/list', { lab_id }, { quiet: true }),
  move: (lab_id: string, entry_id: string, position: number) =>
    adminPost('/admin/kiosk/lab_queue/move', { lab_id, entry_id, position }),
  remove: (lab_id: string, entry_id: string) => adminPost('/admin/kiosk/lab_queue/remove', { lab_id, entry_id }),
  call: (lab_id: string, entry_id: string) => adminPost('/admin/kiosk/lab_queue/call', { lab_id, entry_id }),
  /** Quiet: the form shows the server's refusal beside its fields. */
  savePolicy: (lab_id: string, policy: QueuePolicy) =>
    adminPost('/admin/kiosk/lab_queue/policy', { lab_id, policy }, { quiet: true }),
};
