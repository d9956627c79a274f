// A lab's queue as staff see it: the line (live), moving, removing and calling a place, and the
// lab's queue policy. Client admins and super admins hear the lab's channel on the socket
// (`status.queue_signage` on `lab.<id>` whenever the line changes); facilitators, whom that
// channel does not admit, hear the lab's public signage stream. A poll covers a lost link.

import type { LabQueueView, QueueEntryView } from '@gamepod/contracts/http';
import { QUEUE_SIGNAGE_KIND } from '@gamepod/contracts/realtime';
import { ApiError } from '@gamepod/ui-kit';
import { computed, signal } from '@preact/signals-react';
import { watchClientPushes } from '#app-state/fleet/client-push-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { labQueueApi } from '../api/lab-queue-api.ts';
import { checkPolicy, type PolicyErrors, type PolicyValues, policyValues } from './policy-form-rules.ts';

/** The line is read again this often whatever the live link does. */
export const QUEUE_REFRESH_MS = 15_000;

export const labId = signal<string | null>(null);
export const queue = createResource(async (): Promise<LabQueueView | null> => {
  const id = labId.value;
  return id ? labQueueApi.list(id) : null;
});
export const entries = computed<readonly QueueEntryView[] | null>(() => queue.data.value?.entries ?? null);
export const queueLive = signal(false);
/** Client admins and super admins move, remove and set the policy; facilitators read and call. */
export const canManage = computed(() => {
  const role = userSession.value?.role_id;
  return role === 3 || role === 4;
});

/** The entry a row action is running for (its buttons are busy). */
export const busyEntry = signal<string | null>(null);
/** The place whose removal waits for a Yes. */
export const pendingRemoval = signal<QueueEntryView | null>(null);

export const policyForm = signal<PolicyValues | null>(null);
export const policyErrors = signal<PolicyErrors>({});
/** The server's refusal of the last save, shown above the form's buttons. */
export const policyRefusal = signal<string | null>(null);
export const savingPolicy = signal(false);

async function act(entryId: string, run: () => Promise<LabQueueView | undefined>, done: string): Promise<void> {
  if (busyEntry.value) return;
  busyEntry.value = entryId;
  try {
    const view = await run();
    if (view) queue.set(view);
    else void queue.load();
    showToast('success', done);
  } catch {
    // the API client showed the server's message; the line may have changed under us
    void queue.load();
  } finally {
    busyEntry.value = null;
  }
}

/** Moves a place one up (-1) or down (+1). */
export function movePlace(entry: QueueEntryView, by: -1 | 1): Promise<void> {
  const id = labId.value;
  const to = entry.position + by;
  if (!id || to < 1) return Promise.resolve();
  return act(
    entry.entry_id,
    () => labQueueApi.move(id, entry.entry_id, to),
    `${entry.display_name} moved to place ${to}`,
  );
}

export function callPlace(entry: QueueEntryView): Promise<void> {
  const id = labId.value;
  if (!id) return Promise.resolve();
  return act(
    entry.entry_id,
    async () => {
      await labQueueApi.call(id, entry.entry_id);
      return undefined;
    },
    `${entry.display_name} called to the desk`,
  );
}

export function askRemove(entry: QueueEntryView): void {
  if (!busyEntry.value) pendingRemoval.value = entry;
}

export function cancelRemove(): void {
  if (!busyEntry.value) pendingRemoval.value = null;
}

export async function confirmRemove(): Promise<void> {
  const id = labId.value;
  const entry = pendingRemoval.value;
  if (!id || !entry) return;
  await act(
    entry.entry_id,
    () => labQueueApi.remove(id, entry.entry_id),
    `${entry.display_name} removed from the queue`,
  );
  pendingRemoval.value = null;
}

export function setPolicyField<F extends keyof PolicyValues>(field: F, value: PolicyValues[F]): void {
  const current = policyForm.value;
  if (!current) return;
  policyForm.value = { ...current, [field]: value };
  if (field in policyErrors.value) {
    const { [field as keyof PolicyErrors]: _gone, ...rest } = policyErrors.value;
    policyErrors.value = rest;
  }
  policyRefusal.value = null;
}

/** Checks the form, saves it, and shows what the server kept. */
export async function savePolicy(): Promise<void> {
  const id = labId.value;
  const values = policyForm.value;
  if (!id || !values || savingPolicy.value) return;
  const checked = checkPolicy(values);
  if ('errors' in checked) {
    policyErrors.value = checked.errors;
    policyRefusal.value = 'Please correct the fields marked below.';
    return;
  }
  policyErrors.value = {};
  policyRefusal.value = null;
  savingPolicy.value = true;
  try {
    const saved = await labQueueApi.savePolicy(id, checked.policy);
    policyForm.value = policyValues(saved);
    const view = queue.data.value;
    if (view) queue.set({ ...view, policy: saved });
    showToast('success', 'Queue policy saved');
  } catch (err) {
    policyRefusal.value = err instanceof Error ? err.message : 'The policy could not be saved.';
  } finally {
    savingPolicy.value = false;
  }
}

/** Follows the line's changes: the lab channel on the socket, or (facilitators) the public signage stream. */
function followLive(lab: string): () => void {
  const token = userSession.value?.token;
  if (!token) return () => undefined;
  const changed = () => void queue.load();
  if (canManage.value) {
    return watchClientPushes<unknown>(
      [lab],
      token,
      QUEUE_SIGNAGE_KIND,
      changed,
      (up) => {
        queueLive.value = up;
      },
      'lab',
    );
  }
  const source = new EventSource(`/api/v1/common/lab_queue/signage/live?lab_id=${encodeURIComponent(lab)}`);
  source.onopen = () => {
    queueLive.value = true;
  };
  source.onerror = () => {
    queueLive.value = false;
  };
  source.addEventListener('signage', changed);
  return () => source.close();
}

/** Opens the screen for `lab`: the line now, on a timer and live; the policy form filled once. Returns the stop. */
export function openLabQueue(lab: string): () => void {
  labId.value = lab;
  policyForm.value = null;
  policyErrors.value = {};
  policyRefusal.value = null;
  pendingRemoval.value = null;
  const stopFill = queue.data.subscribe((view) => {
    if (view && policyForm.value === null) policyForm.value = policyValues(view.policy);
  });
  void queue.reload();
  const stopPolling = pollResource(queue, QUEUE_REFRESH_MS);
  const stopLive = followLive(lab);
  return () => {
    stopLive();
    queueLive.value = false;
    stopPolling();
    stopFill();
    queue.reset();
    labId.value = null;
  };
}

/** A failed first read: the screen's error text. */
export const loadFailure = computed<string | null>(() => {
  const err = queue.error.value;
  if (!err || queue.data.value) return null;
  if (err instanceof ApiError && err.status === 404) return 'No such lab.';
  if (err instanceof ApiError && err.status === 403) return "You don't have access to this lab's queue.";
  return err instanceof Error ? `The queue could not be loaded: ${err.message}` : 'The queue could not be loaded.';
});
