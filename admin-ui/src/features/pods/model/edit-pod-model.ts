// Edit Pod (/admin/labs/{lab_id}/pods/{pod_id}): the pod form prefilled from the
// pod's detail; saving before the pod has loaded gives admin-pod-invalid-error.

import type { PodForm } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { toastMessage } from '#app-state/messages/system-messages.ts';
import { tellStationEdited } from '#app-state/station/model/local-device-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { podsApi } from '../api/pods-api.ts';
import { loadFormOptions, podFormSaving, resetPodForm, validPodForm } from './pod-form-model.ts';
import { emptyPodForm, formFromDetail } from './pod-rules.ts';

/** The pod as loaded (its key comes with it); null until then, or when it could not be read. */
export const editedPod = signal<PodForm | null>(null);
export const editLoading = signal(false);

let current = '';

/** Opens the pod `podId`: reads its detail into the form, then the selects' options. */
export async function startEdit(podId: string): Promise<void> {
  current = podId;
  editedPod.value = null;
  editLoading.value = true;
  resetPodForm(emptyPodForm({ xd1: '', xd2: '', seat: '' }));
  try {
    const pod = await podsApi.detail(podId);
    if (current !== podId) return;
    editedPod.value = pod;
    resetPodForm(formFromDetail(pod));
    await loadFormOptions();
  } catch {
    // the API client already showed the server's message; saving now says the pod is not loaded
  } finally {
    if (current === podId) editLoading.value = false;
  }
}

export function stopEdit(): void {
  current = '';
  editedPod.value = null;
}

/** Saves the form; on a station, tells it the pod's key and type again. */
export async function submitEdit(): Promise<void> {
  const pod = editedPod.value;
  if (!pod) {
    toastMessage('admin-pod-invalid-error');
    return;
  }
  const body = validPodForm();
  if (!body || podFormSaving.value) return;
  podFormSaving.value = true;
  try {
    const { pod_id_key } = await podsApi.update(pod.id, pod.pod_id_key, body);
    if (current === pod.id) editedPod.value = { ...pod, ...body, pod_id_key };
    showToast('success', 'Pod updated');
    // After an edit the station is told again (if it is this pod, or has no key yet)
    void tellStationEdited(pod_id_key, body.pod_type_id);
  } catch {
    // the API client already showed the server's message; the form keeps what was typed
  } finally {
    podFormSaving.value = false;
  }
}
