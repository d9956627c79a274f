// The pod screens' calls (Pods list, Pod command, Pod delete, Pod screenshot, MAC
// lookup, Pod create, Pod update, Pod detail, Pod types, Navs, LED palettes, Update LED).
import type { LedType } from '@gamepod/contracts/catalogues';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';
import { podSession } from '#app-state/session/model/session-model.ts';
import type { PodCommandType, PodFormBody } from './pod-requests.ts';

export const podsApi = {
  /** Manage Your Pods: the lab's pods (a client admin's own client only; the server filters). */
  list: (lab_id: string) => adminGet('/admin/kiosk/pods', { lab_id }),

  /**
   * A pod command (lockout, unlockout, logout, reboot, led1, led2) for one pod; on a
   * pod, `request_pod_id` names the pod the admin asked from.
   */
  command: (command_type: PodCommandType, pod_id: string, command_value?: string) =>
    adminPost('/admin/run/command', {
      command_type,
      pod_ids: [pod_id],
      ...(command_value === undefined ? {} : { command_value }),
      ...(podSession.value?.pod_id ? { request_pod_id: podSession.value.pod_id } : {}),
    }),

  remove: (pod_id: string) => adminPost('/admin/kiosk/delete/pod', { pod_id }),

  /** End session: the pod's sessions its station no longer holds end (the server judges which). */
  endSession: (pod_id: string) => adminPost('/admin/kiosk/pod/end_session', { pod_id }),

  /** The viewer shows a failure itself (it asks every 8 s; a toast each time would pile up). */
  screenshot: (pod_id: string) =>
    adminGet('/admin/kiosk/pod/screenshot', { pod_id }, { quiet: true }).then((d) => d.screenshot),

  /** Deploy step 1: the pod that has this MAC address, or null. */
  checkMac: (mac_address: string) =>
    adminGet('/admin/kiosk/validate/mac_address', { mac_address }).then((d) => d.pod_details),

  deploy: (body: PodFormBody) => adminPost('/admin/kiosk/deployment/pod', body).then((d) => d.pod_details),

  detail: (pod_id: string) => adminGet('/admin/kiosk/edit/pod', { pod_id }).then((d) => d.pod),

  update: (pod_id: string, pod_id_key: string, body: PodFormBody) =>
    adminPost('/admin/kiosk/update/pod', { ...body, pod_id, pod_id_key }),

  podTypes: () => adminGet('/admin/kiosk/pods_type').then((d) => d.pod_types),

  navs: (client_id: string) => adminGet('/admin/kiosk/navs', { client_id }).then((d) => d.navs),

  labs: (client_id: string) => adminGet('/admin/kiosk/labs', { client_id }).then((d) => d.labs),

  /** Every client (super admin). */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),

  /** One client as an option: the locked selector of a client admin shows their own client's name. */
  client: (client_id: string) =>
    adminGet('/admin/kiosk/client', { client_id }).then((d) => d.clients.map((c) => ({ id: c.id, value: c.value }))),

  palettes: () => adminGet('/admin/kiosk/rgb_pallets').then((d) => d.pallets),

  /** The client's LED defaults (from its settings), to show which colours are chosen now. */
  ledDefaults: (client_id: string) => adminGet('/admin/kiosk/get_client_theme_logo', { client_id }),

  /** Update LED: the colour one LED strip of the client's pods shows by default. */
  updateLed: (client_id: string, pallet_id: number, led_type: LedType) =>
    adminPost('/admin/kiosk/update_client_rgb_pallet', { client_id, pallet_id, led_type }),
};
