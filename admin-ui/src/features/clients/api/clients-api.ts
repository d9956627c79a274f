// The super admin's client calls (spec §7 "Clients list", "Client details", "Client update",
// "Client SSO save", "Deploy client", "Pods list", "Pod screenshot", "Toggle lab admin mode").
import { adminGet, adminPost } from '../../../lib/admin-api.ts';

export type Flag = 0 | 1;
export type ClientOption = { readonly id: string; readonly value: string };

/** The client's own fields, as the Client form edits them (spec §3 Client). */
export type ClientFields = {
  readonly name: string;
  readonly first_name: string;
  readonly last_name: string | null;
  readonly email: string;
  readonly phone: string;
  readonly phone2: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly note: string | null;
  readonly date_of_birth: string | null;
  readonly is_active: Flag;
};

export type ClientDetail = ClientFields & { readonly id: string; readonly value: string; readonly sso_active: Flag };

export type SsoDetails = {
  readonly entity: string | null;
  readonly login: string | null;
  readonly logout: string | null;
  readonly certs: string | null;
};

/** A lab of the client; admin_mode is Force On (spec §3 Lab). */
export type ClientLab = { readonly id: string; readonly value: string; readonly admin_mode: Flag };

export type ClientDetails = {
  readonly client: ClientDetail;
  readonly sso: SsoDetails;
  readonly labs: readonly ClientLab[];
};

/** Spec §3 Pod: ScreenshotDetail {url, image, age, message}. */
export type ScreenshotDetail = {
  readonly url: string | null;
  readonly image: string | null;
  readonly age: number | null;
  readonly message: string;
};

/** The columns the client screens show of a pod (spec §2 clients/{client_id}, Client Pods). */
export type ClientPod = {
  readonly id: string;
  readonly lab_id: string;
  readonly pod_id_key: string;
  readonly license: string | null;
  readonly seat: string;
  readonly is_active: Flag;
  readonly OnlineDetail: { readonly online: Flag; readonly message: string };
  readonly ScreenshotDetail: ScreenshotDetail;
};

/** What Deploy New Client sends: first_name, email and phone required (spec §5). */
export type DeployClientBody = {
  readonly first_name: string;
  readonly email: string;
  readonly phone: string;
} & Partial<Omit<ClientFields, 'first_name' | 'email' | 'phone'>>;

export type UpdateClientBody = Partial<ClientFields> & {
  readonly edit_id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
};

export type SsoBody = SsoDetails & { readonly client_id: string; readonly active: Flag };

type DetailsReply = {
  clients: ClientDetail[];
  sso_details: SsoDetails;
  labs: ClientLab[];
};

export const clientsApi = {
  list: () => adminGet<{ clients: ClientOption[] }>('/admin/kiosk/clients').then((d) => d.clients),

  details: async (client_id: string): Promise<ClientDetails> => {
    const d = await adminGet<DetailsReply>('/admin/kiosk/client', { client_id });
    const client = d.clients[0];
    if (!client) throw new Error('Client not found');
    return { client, sso: d.sso_details, labs: d.labs };
  },

  deploy: (body: DeployClientBody) =>
    adminPost<{ client_id: string; client: ClientDetail | null }>('/admin/kiosk/deployment/client', body),

  update: (body: UpdateClientBody) =>
    adminPost<{ client_id: string; client: ClientDetail | null }>('/admin/kiosk/clients/update', body),

  saveSso: (body: SsoBody) =>
    adminPost<{ client_id: string; client: ClientDetail | null }>('/admin/kiosk/client/save_sso_metadata', body),

  /** Force On of one lab; a refusal rejects (the API client has shown its message). */
  setForceOn: (lab_id: string, admin_mode: Flag) => adminPost('/admin/kiosk/lab_admin_mode', { lab_id, admin_mode }),

  /** A client's pods, of one lab when `lab_id` is given. */
  pods: (client_id: string, lab_id?: string) =>
    adminGet<{ pods: ClientPod[] }>('/admin/kiosk/client/pods', { client_id, lab_id }).then((d) => d.pods),

  screenshot: (pod_id: string, o: { quiet?: boolean } = {}) =>
    adminGet<{ screenshot: ScreenshotDetail }>('/admin/kiosk/pod/screenshot', { pod_id }, o).then((d) => d.screenshot),
};
