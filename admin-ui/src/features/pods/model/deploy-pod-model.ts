// Deploy New Pod: step 1 checks the MAC address, step 2 is
// the pod form, prefilled when a pod already has that address (saving then updates it).
import { signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { tellStationDeployed } from '#app-state/station/model/local-device-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { podsApi } from '../api/pods-api.ts';
import { loadFormOptions, ownClientId, podForm, podFormSaving, resetPodForm, validPodForm } from './pod-form-model.ts';
import { emptyPodForm, formFromDetail } from './pod-rules.ts';

export type DeployStep = 'mac' | 'form';

export const deployStep = signal<DeployStep>('mac');
export const macInput = signal('');
export const macChecking = signal(false);
/** The pod the MAC check found: the form then edits it. */
export const existingPod = signal<{ readonly id: string; readonly pod_id_key: string } | null>(null);
/** The pod the last save deployed or updated, with the key its station is set up with. */
export const savedPod = signal<{ readonly pod_id_key: string; readonly deployed: boolean } | null>(null);

let routeLab = '';

const freshForm = (mac: string) => emptyPodForm({ mac_address: mac, client_id: ownClientId(), lab_id: routeLab });

/** Opens the screen: step 1, with the route's lab (if any) kept for the form. */
export function startDeploy(labId: string | undefined): void {
  routeLab = labId ?? '';
  deployStep.value = 'mac';
  macInput.value = '';
  existingPod.value = null;
  savedPod.value = null;
  resetPodForm(freshForm(''));
}

export function setMacInput(value: string): void {
  macInput.value = value;
}

/** Step 1: the warning for an empty MAC, an existing pod (form prefilled) or none (empty form). */
export async function checkMac(): Promise<void> {
  const mac = macInput.value.trim();
  if (mac === '') {
    toastMessage('admin-pod-mac-address-warning');
    return;
  }
  if (macChecking.value) return;
  macChecking.value = true;
  try {
    const found = await podsApi.checkMac(mac);
    savedPod.value = null;
    if (found) {
      existingPod.value = { id: found.id, pod_id_key: found.pod_id_key };
      resetPodForm(formFromDetail(found));
      toastMessage('admin-pod-exist-warning');
    } else {
      existingPod.value = null;
      resetPodForm(freshForm(mac));
      toastMessage('admin-pod-not-exist-warning');
    }
    deployStep.value = 'form';
    await loadFormOptions();
  } catch {
    // the API client already showed the server's message
  } finally {
    macChecking.value = false;
  }
}

/**
 * Step 2: deploy (or update the pod the check found); on success the form starts over and, when
 * the console runs on a station, that station is told the pod's key and type.
 */
export async function submitDeploy(): Promise<void> {
  const body = validPodForm();
  if (!body || podFormSaving.value) return;
  podFormSaving.value = true;
  try {
    const existing = existingPod.value;
    const { pod_id_key } = existing
      ? await podsApi.update(existing.id, existing.pod_id_key, body)
      : await podsApi.deploy(body);
    savedPod.value = { pod_id_key, deployed: !existing };
    showToast('success', existing ? 'Pod updated' : 'Pod deployed');
    existingPod.value = null;
    macInput.value = '';
    deployStep.value = 'mac';
    resetPodForm(freshForm(''));
    void tellStationDeployed(pod_id_key, body.pod_type_id);
  } catch {
    // the API client already showed the server's message; the form keeps what was typed
  } finally {
    podFormSaving.value = false;
  }
}

/** Back to step 1 without saving. */
export function restartDeploy(): void {
  existingPod.value = null;
  deployStep.value = 'mac';
  resetPodForm(freshForm(podForm.value.mac_address));
}
