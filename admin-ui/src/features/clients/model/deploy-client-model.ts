import { navigate } from 'wouter/use-browser-location';
import { toastMessage } from '../../../app-state/messages/system-messages.ts';
import { showToast } from '../../../app-state/toasts/model/toast-model.ts';
import { clientsApi } from '../api/clients-api.ts';
import { bodyOf, checkClient, createClientForm, serverFieldError } from './client-form.ts';

/** The Deploy New Client form. */
export const deployForm = createClientForm();

/**
 * Deploys the client (first_name, email and phone required, else
 * 'generic-required-message'), then opens its Client Details with the server's message.
 */
export async function deployClient(): Promise<void> {
  if (deployForm.saving.value) return;
  const { errors, missing } = checkClient('deploy', deployForm.values.value);
  deployForm.errors.value = errors;
  if (missing) return toastMessage('generic-required-message', 'Please fill all required fields');
  if (Object.keys(errors).length > 0) return;
  const { name, ...fields } = bodyOf(deployForm.values.value);
  deployForm.saving.value = true;
  try {
    // left out, the server names the client after its contact
    const { client_id } = await clientsApi.deploy({ ...fields, ...(name ? { name } : {}) });
    showToast('success', 'Client deployed');
    deployForm.reset();
    navigate(`/superadmin/clients/${client_id}`);
  } catch (err) {
    deployForm.errors.value = { ...deployForm.errors.value, ...serverFieldError(err) };
  } finally {
    deployForm.saving.value = false;
  }
}
