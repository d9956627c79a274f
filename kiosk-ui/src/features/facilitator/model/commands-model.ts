import type { Pallet } from '@gamepod/contracts/http';
import { signal } from '@preact/signals-react';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { toastFailure, toastMessage } from '#app-state/messages/catalogue-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { facilitatorApi, type RunCommandBody } from '../api/facilitator-api.ts';
import { selectedPods } from './pods-model.ts';

export type CommandModal = 'audio' | 'led' | 'games' | 'reset';
type Command = Pick<RunCommandBody, 'command_type' | 'command_value' | 'command_platform'>;

/** The head of the toast a refused command shows. */
export const COMMAND_FAILED = 'The command was not sent.';

export const openModal = signal<CommandModal | null>(null);
export const commandBusy = signal(false);
/** The audio switch: on means muted. It shows the asked-for state at once and reverts on a failure. */
export const muted = signal(false);
export const pallets = signal<readonly Pallet[]>([]);
export const chosenColour = signal<string | null>(null);

/** Every Manage Event command needs a pod: an empty selection gets the no-pod-selected warning. */
function withSelection(): string[] | null {
  const ids = selectedPods.value.map((p) => p.id);
  if (ids.length === 0) {
    toastMessage('no-pod-selected', 'Please select at least one pod.');
    return null;
  }
  return ids;
}

/**
 * Sends one command to `podIds` through /facilitator/run/command. Resolves true when every pod
 * was issued it; a refusal shows its toast and resolves false.
 */
export async function sendCommand(command: Command, podIds: string[]): Promise<boolean> {
  const token = userSession.value?.token;
  const session_id_key = podSession.value?.session_id_key;
  if (!token || !session_id_key) return false;
  commandBusy.value = true;
  try {
    await facilitatorApi.runCommand({ ...command, pod_ids: podIds, token, session_id_key });
    return true;
  } catch (err) {
    // the server's own words name the pod or field at fault; its catalogue keys are the console's
    if (!logoutIfExpired(err)) showToast('error', COMMAND_FAILED, err instanceof Error ? err.message : '');
    return false;
  } finally {
    commandBusy.value = false;
  }
}

/** Opens a command's modal when a pod is selected; the audio switch starts from the pods' volume. */
export function openCommand(modal: CommandModal): void {
  if (!withSelection()) return;
  if (modal === 'audio') muted.value = selectedPods.value.every((p) => p.volume === 0);
  if (modal === 'led') {
    chosenColour.value = null;
    void loadPallets();
  }
  openModal.value = modal;
}

export function closeModal(): void {
  openModal.value = null;
}

/** The mute switch: mute 1 or unmute 0 on the selected pods; a failure puts the switch back. */
export async function setMuted(next: boolean): Promise<void> {
  const ids = withSelection();
  if (!ids) return;
  const before = muted.value;
  muted.value = next;
  const sent = await sendCommand({ command_type: 'mute', command_value: next ? '1' : '0' }, ids);
  if (!sent) muted.value = before;
  else showToast('success', next ? 'Muted' : 'Unmuted', `${ids.length} pod${ids.length === 1 ? '' : 's'}`);
}

async function loadPallets(): Promise<void> {
  if (pallets.value.length > 0) return;
  const token = userSession.value?.token;
  const session = podSession.value?.session_id_key;
  if (!token || !session) return;
  try {
    pallets.value = (await facilitatorApi.pallets(token, session)).pallets;
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, "We couldn't load the LED colours.");
  }
}

/** Set Led1 / Set Led2 with the chosen colour on the selected pods. */
export async function setLed(led: 'led1' | 'led2'): Promise<void> {
  const ids = withSelection();
  const colour = chosenColour.value;
  if (!ids || !colour) return;
  if (await sendCommand({ command_type: led, command_value: colour }, ids)) {
    showToast('success', led === 'led1' ? 'Led1 set' : 'Led2 set', colour);
  }
}

/** Reset's Yes: resets the selected pods, then closes the modal. */
export async function resetPods(): Promise<void> {
  const ids = withSelection();
  if (!ids) return;
  if (await sendCommand({ command_type: 'reset' }, ids)) {
    showToast('success', 'Reset sent', `${ids.length} pod${ids.length === 1 ? '' : 's'}`);
    closeModal();
  }
}

/** Plays `gameId` on the console of `platform` on each of `podIds`. */
export async function playGame(gameId: string, platform: string, podIds: string[]): Promise<boolean> {
  const sent = await sendCommand(
    { command_type: 'play_game', command_value: gameId, command_platform: platform },
    podIds,
  );
  if (sent) showToast('success', 'Game launched', `${podIds.length} pod${podIds.length === 1 ? '' : 's'}`);
  return sent;
}

/** The games modal's Play XD1 / Play XD2: the game on the console that output has. */
export async function playOnSelected(gameId: string, platform: string): Promise<void> {
  const ids = withSelection();
  if (ids && (await playGame(gameId, platform, ids))) closeModal();
}
