// The webhooks screen's calls: a client's endpoints, add and edit, an endpoint's deliveries,
// rotating a secret, deleting, a test event, and resending a set-aside delivery.
import type { BodyOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export type EndpointBody = Omit<BodyOf<'/admin/webhooks/endpoints/add'>, 'token' | 'client_id'>;

export const webhooksApi = {
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  endpoints: (client_id: string | undefined) =>
    adminGet('/admin/webhooks/endpoints', client_id ? { client_id } : {}).then((d) => d.endpoints),
  // the form shows why a save was refused, so no toast says it again
  add: (client_id: string | undefined, body: EndpointBody) =>
    adminPost('/admin/webhooks/endpoints/add', client_id ? { client_id, ...body } : body, { quiet: true }),
  edit: (id: string, body: EndpointBody, quiet = true) =>
    adminPost('/admin/webhooks/endpoints/edit', { id, ...body }, { quiet }),
  rotateSecret: (id: string) => adminPost('/admin/webhooks/endpoints/rotate-secret', { id }),
  remove: (id: string) => adminPost('/admin/webhooks/endpoints/delete', { id }),
  deliveries: (endpoint_id: string) =>
    adminGet('/admin/webhooks/deliveries', { endpoint_id }).then((d) => d.deliveries),
  sendTest: (id: string) => adminPost('/admin/webhooks/endpoints/test', { id }),
  resend: (id: string) => adminPost('/admin/webhooks/deliveries/resend', { id }),
};
