// The dashboard's command buttons: each fans one pod command out to the selected pods through
// /admin/run/command and shows what became of it per pod.
import type { CommandType } from '@gamepod/contracts/catalogues';
import { ApiError } from '@gamepod/ui-kit';
import { signal } from '@preact/signals-react';
import { messageFor, toastFailure, toastMessage } from '#app-state/messages/system-messages.ts';
import { podSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { type CommandExtra, podDashboardApi } from '../api/pod-dashboard-api.ts';
import { nameOf, selected } from './targets-model.ts';

/** What one pod got: sent, or refused with the server's reason. */
export type PodResult = { readonly pod_id: string; readonly name: string; readonly ok: boolean; readonly text: string };
export type CommandResults = { readonly label: string; readonly rows: readonly PodResult[] };

/** The label of the command whose call runs now (its button shows busy), or null. */
export const commandRunning = signal<string | null>(null);
/** The last command's result per pod. */
export const lastResults = signal<CommandResults | null>(null);

export const NO_POD_SELECTED = 'no-pod-selected';

/** The selected pods, or null after warning 'no-pod-selected'. */
export function selectedOrWarn(): string[] | null {
  const ids = [...selected.value];
  if (ids.length === 0) {
    toastMessage(NO_POD_SELECTED);
    return null;
  }
  return ids;
}

function refusal(err: unknown): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : 'Something went wrong';
  const key = (err.data as { msg_key?: unknown } | null | undefined)?.msg_key;
  return (typeof key === 'string' ? messageFor(key)?.text_head : null) ?? err.message;
}

/**
 * Sends `type` to every selected pod. The server checks every pod before it issues any, so a
 * refusal is every pod's; a success lists the pods it was issued to.
 */
export async function runCommand(
  type: CommandType,
  label: string,
  value?: string,
  extra?: CommandExtra,
): Promise<boolean> {
  const pod = podSession.value;
  const ids = selectedOrWarn();
  if (!pod || !ids || commandRunning.value) return false;
  commandRunning.value = label;
  try {
    const { commands } = await podDashboardApi.command(pod, type, ids, value, extra);
    const sent = new Set(commands.map((c) => c.pod_id));
    lastResults.value = {
      label,
      rows: ids.map((id) => ({
        pod_id: id,
        name: nameOf(id),
        ok: sent.has(id),
        text: sent.has(id) ? 'Sent' : 'Not sent',
      })),
    };
    showToast('success', `${label}: sent to ${commands.length} ${commands.length === 1 ? 'pod' : 'pods'}`);
    return true;
  } catch (err) {
    const text = refusal(err);
    lastResults.value = { label, rows: ids.map((id) => ({ pod_id: id, name: nameOf(id), ok: false, text })) };
    toastFailure(err);
    return false;
  } finally {
    commandRunning.value = null;
  }
}

const LOGIN_RESULT_TEXT = {
  sent: 'Sent',
  occupied: 'Someone is signed in',
  'no-page': 'The kiosk is not open on this pod',
} as const;

/**
 * Login (and Login to Games): signs this admin in on each selected pod where nobody is signed
 * in (admin-pod-command); each pod's console opens its dashboard, or its games.
 */
export async function loginOnSelected(open: 'dashboard' | 'pod_games' = 'dashboard'): Promise<void> {
  const ids = selectedOrWarn();
  if (!ids || commandRunning.value) return;
  const label = open === 'pod_games' ? 'Login to Games' : 'Login';
  commandRunning.value = label;
  try {
    const { results } = await podDashboardApi.adminLogin(ids, open);
    lastResults.value = {
      label,
      rows: results.map((r) => ({
        pod_id: r.pod_id,
        name: nameOf(r.pod_id),
        ok: r.status === 'sent',
        text: LOGIN_RESULT_TEXT[r.status],
      })),
    };
  } catch (err) {
    const text = refusal(err);
    lastResults.value = { label, rows: ids.map((id) => ({ pod_id: id, name: nameOf(id), ok: false, text })) };
    toastFailure(err);
  } finally {
    commandRunning.value = null;
  }
}
