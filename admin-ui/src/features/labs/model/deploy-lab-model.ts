// /admin/labs/deploy: the lab form with a client selector, then Deploy.
//
// The client selector: a client admin's is locked to their own client, and the
// server files the lab there whatever the form says. The old console's "default client option
// is a test client" was a fixed option of its own; gamepod has no such client. The demo
// data's test client is 'Demo Venue' (testbed/src/demo/demo-fleet.ts), the demo client admin's own, so
// for them the default option is that test client. The admin area admits no super admin, but
// should one open the form it lists every client and preselects none: a lab filed under the
// wrong venue is worse than a required field.

import type { Option } from '@gamepod/contracts/http';
import { computed, signal } from '@preact/signals-react';
import { navigate } from 'wouter/use-browser-location';
import { toastRequired } from '#app-state/messages/system-messages.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { labsApi } from '../api/labs-api.ts';
import { createLabForm, emptyLab, fieldsOf } from './lab-form.ts';

export const deployForm = createLabForm(toastRequired);
export const clientOptions = signal<readonly Option[]>([]);
export const clientsLoading = signal(false);

/** A client admin's selector is locked to their own client. */
export const clientLocked = computed(() => userSession.value?.role_id !== 4);

/** Loads the selector's options and starts an empty form on the session's client. */
export async function openDeployForm(): Promise<void> {
  const own = userSession.value?.role_id === 4 ? '' : (userSession.value?.client_id ?? '');
  deployForm.fill(emptyLab(own));
  clientsLoading.value = true;
  try {
    clientOptions.value = own ? await labsApi.ownClient(own) : await labsApi.clients();
  } catch {
    clientOptions.value = [];
  } finally {
    clientsLoading.value = false;
  }
}

/** Deploys the lab, then opens the labs list with the server's message. */
export async function deployLab(): Promise<void> {
  await deployForm.submit(async (v) => {
    await labsApi.deploy(v.client_id, fieldsOf(v));
    showToast('success', `Lab deployed: ${v.lab_name.trim()}`);
    navigate('/admin/labs');
  });
}
