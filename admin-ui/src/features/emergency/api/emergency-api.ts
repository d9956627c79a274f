// The emergency alert's calls: raise it in a scope, end it, and the latest ones.
import type { BodyOf } from '@gamepod/contracts/http';
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export type RaiseBody = Omit<BodyOf<'/admin/alerts/emergency'>, 'token'>;

export const emergencyApi = {
  list: () => adminGet('/admin/alerts/emergency/list').then((d) => d.alerts),
  raise: (body: RaiseBody) => adminPost('/admin/alerts/emergency', body, { quiet: true }),
  end: (alertId: string) => adminPost('/admin/alerts/emergency/end', { alert_id: alertId }),
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  labs: (clientId: string) => adminGet('/admin/kiosk/labs', { client_id: clientId || undefined }).then((d) => d.labs),
};
