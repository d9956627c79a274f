// The floor view: one lab's pods as tiles, read once and then patched by the services'
// `status.floor` pushes on the client's channel (read again every 60 s for a lost socket);
// the actions go through the pod commands, comp time and the floor's own Message call.
import type { Floor, FloorPod } from '@gamepod/contracts/http';
import { FLOOR_POD_KIND } from '@gamepod/contracts/realtime';
import { signal } from '@preact/signals-react';
import { watchClientPushes } from '#app-state/fleet/client-push-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
import { createResource, pollResource } from '#lib/resource.ts';
import { floorApi } from '../api/floor-api.ts';

const FLOOR_POLL_MS = 60_000;
const labId = signal('');

export const floor = createResource<Floor>(() => floorApi.floor(labId.value));
/** True while the live socket is subscribed. */
export const floorLive = signal(false);
/** The clock the tiles' times are read at; ticks every 15 s. */
export const floorNow = signal(Date.now());
/** The wall screen mode: the grid fills the screen, large type, no console chrome. */
export const wallMode = signal(false);
/** The pod an action runs on, and which one, so its button shows a spinner. */
export const running = signal<{ pod_id: string; action: string } | null>(null);
/** The pod whose comp time or message dialog is open. */
export const compFor = signal<FloorPod | null>(null);
export const messageFor = signal<FloorPod | null>(null);

/** A pushed tile replaces the pod's; a pod new to the lab reads the floor again. */
export function applyTile(tile: FloorPod): void {
  const current = floor.data.value;
  if (!current || tile.lab_id !== current.lab.id) return;
  if (!current.pods.some((p) => p.pod_id === tile.pod_id)) {
    void floor.load();
    return;
  }
  floor.set({ ...current, pods: current.pods.map((p) => (p.pod_id === tile.pod_id ? tile : p)) });
}

/**
 * Opens the floor of `lab`: reads it, follows its client's pushes once it knows the client,
 * and ticks the clock. Returns the close.
 */
export function openFloor(lab: string): () => void {
  labId.value = lab;
  const stopPolling = pollResource(floor, FLOOR_POLL_MS);
  const tick = setInterval(() => {
    floorNow.value = Date.now();
  }, 15_000);
  let stopLive: () => void = () => undefined;
  let watching = '';
  const stopFollow = floor.data.subscribe((data) => {
    const token = userSession.value?.token;
    const clientId = data?.lab.client_id;
    if (!clientId || !token || clientId === watching) return;
    stopLive();
    watching = clientId;
    stopLive = watchClientPushes<FloorPod>([clientId], token, FLOOR_POD_KIND, applyTile, (up) => {
      floorLive.value = up;
      // a (re)subscribed socket may have missed changes: read the floor once more
      if (up) void floor.load();
    });
  });
  return () => {
    stopFollow();
    stopLive();
    stopPolling();
    clearInterval(tick);
    floorLive.value = false;
    wallMode.value = false;
    floor.reset();
  };
}

async function act(pod: FloorPod, action: string, call: () => Promise<unknown>, done: string): Promise<boolean> {
  running.value = { pod_id: pod.pod_id, action };
  try {
    await call();
    showToast('success', `${pod.name}: ${done}`);
    return true;
  } catch {
    // the API client has shown the failure
    return false;
  } finally {
    running.value = null;
  }
}

/** Log out: the pod's station logs its player out (the `logout` pod command). */
export const logOut = (pod: FloorPod) =>
  act(pod, 'logout', () => floorApi.command('logout', pod.pod_id), 'Log out sent');

/** Lock or unlock the pod (the `lockout` / `unlockout` pod commands). */
export const toggleLock = (pod: FloorPod) =>
  pod.lock_out === 1
    ? act(pod, 'lock', () => floorApi.command('unlockout', pod.pod_id), 'Unlock sent')
    : act(pod, 'lock', () => floorApi.command('lockout', pod.pod_id), 'Lock sent');

/** Adds comp minutes to the player on the pod. */
export async function addComp(pod: FloorPod, minutes: number, note: string): Promise<void> {
  const player = pod.player;
  if (!player) return;
  const ok = await act(pod, 'comp', () => floorApi.addComp(player.user_id, minutes, note), `${minutes} min added`);
  if (ok) compFor.value = null;
}

/**
 * Sends `text` to the pod: its kiosk shows it at once in a "Message from staff" dialog,
 * whether or not the player opened a chat there.
 */
export async function sendMessage(pod: FloorPod, text: string): Promise<void> {
  const ok = await act(pod, 'message', () => floorApi.message(pod.pod_id, text), 'Message sent');
  if (ok) messageFor.value = null;
}
