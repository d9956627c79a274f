import { navigate } from 'wouter/use-browser-location';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { clientsApi } from '../api/clients-api.ts';
import { bodyOf, createClientForm } from './client-form.ts';

/** The Deploy New Client form. */
export const deployForm = createClientForm('deploy', () =>
  toastMessage('generic-required-message', 'Please fill all required fields'),
);

/**
 * Deploys the client (first_name, email and phone required, else
 * 'generic-required-message'), then opens its Client Details with the server's message.
 */
export async function deployClient(): Promise<void> {
  await deployForm.submit(async (v) => {
    const { name, ...fields } = bodyOf(v);
    // left out, the server names the client after its contact
    const { client_id } = await clientsApi.deploy({ ...fields, ...(name ? { name } : {}) });
    showToast('success', 'Client deployed');
    deployForm.reset();
    navigate(`/superadmin/clients/${client_id}`);
  });
}
