// The scope pickers: a super admin's clients, and the labs of the chosen client (a client
// admin's own).
import { signal } from '@preact/signals-react';
import { createResource } from '#lib/resource.ts';
import { alertsApi } from '../api/alerts-api.ts';

export const clientOptions = createResource(() => alertsApi.clients());

/** The client whose labs the lab picker lists ('' for a client admin's own). */
const labsOf = signal('');
export const labOptions = createResource(() => alertsApi.labs(labsOf.value));

export function loadLabs(clientId: string): void {
  labsOf.value = clientId;
  void labOptions.load();
}

/** Opening the form: a super admin picks a client first; a client admin picks among their own labs. */
export function loadPickers(role: number): void {
  if (role === 4) void clientOptions.load();
  else if (role === 3) loadLabs('');
}
