// The reports' calls: the status report, the activity summary, and the filters' pickers.
import type { QueryOf } from '@gamepod/contracts/http';
import { adminGet } from '#app-state/api/admin-api.ts';

/** The report form as sent (the token is the call's). */
export type ReportForm = Omit<QueryOf<'/common/reports/summary'>, 'token'>;

export const reportsApi = {
  /** A refresh every 60 s shows no toast for a blip; the screen shows the failure itself. */
  status: (form: ReportForm, quiet = false) => adminGet('/common/reports/status', form, { quiet }),
  summary: (form: ReportForm) => adminGet('/common/reports/summary', form),
  /** Super admins' client picker. */
  clients: () => adminGet('/admin/kiosk/clients').then((d) => d.clients),
  /** A client's labs (a client admin's own, whatever is asked; every lab for a super admin with none). */
  labs: (clientId: string) => adminGet('/admin/kiosk/labs', { client_id: clientId || undefined }).then((d) => d.labs),
  /** A client's name and logo, for the PDF's letterhead (a client admin may read only their own). */
  client: (clientId: string) => adminGet('/admin/kiosk/client', { client_id: clientId }).then((d) => d.clients[0]),
};
