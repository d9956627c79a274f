// The super admin's client calls: clients list, client details, update, SSO save, deploy
// client, pods list, pod screenshot, toggle lab admin mode.
import type { Flag } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';
import type { ClientDetails, DeployClientBody, SsoBody, SsoMetadataBody, UpdateClientBody } from './client-requests.ts';

export const clientsApi = {
  list: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),

  details: async (client_id: string): Promise<ClientDetails> => {
    const d = await adminGet('/admin/kiosk/client', { client_id });
    const client = d.clients[0];
    if (!client) throw new Error('Client not found');
    return { client, sso: d.sso_details, labs: d.labs };
  },

  deploy: (body: DeployClientBody) => adminPost('/admin/kiosk/deployment/client', body),

  update: (body: UpdateClientBody) => adminPost('/admin/kiosk/clients/update', body),

  saveSso: (body: SsoBody) => adminPost('/admin/kiosk/client/save_sso_metadata', body),

  /** Reads an IdP's metadata for review; saves nothing. */
  importSsoMetadata: (body: SsoMetadataBody) => adminPost('/admin/kiosk/client/sso_metadata/import', body),

  /** Force On of one lab; a refusal rejects (the API client has shown its message). */
  setForceOn: (lab_id: string, admin_mode: Flag) => adminPost('/admin/kiosk/lab_admin_mode', { lab_id, admin_mode }),

  /** A client's pods, of one lab when `lab_id` is given. */
  pods: (client_id: string, lab_id?: string) =>
    adminGet('/admin/kiosk/client/pods', { client_id, lab_id }).then((d) => d.pods),

  screenshot: (pod_id: string, o: { quiet?: boolean } = {}) =>
    adminGet('/admin/kiosk/pod/screenshot', { pod_id }, o).then((d) => d.screenshot),
};
