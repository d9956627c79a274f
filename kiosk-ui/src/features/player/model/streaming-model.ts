import { signal } from '@preact/signals-react';
import { userApi } from '#api/endpoints.ts';
import { logoutIfExpired } from '#app-state/logout/go-to-logout.ts';
import { toastFailure } from '#app-state/messages/catalogue-model.ts';
import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import { callHelper } from '#app-state/station/bridge-model.ts';

/** Whether the station streams the signed-in player's play; null until the server said. */
export const streaming = signal<boolean | null>(null);
export const streamingBusy = signal(false);

/** The sign-in the pod last took the player's stream_default for: once per sign-in, not per dashboard visit. */
let followedFor: string | null = null;

function keys(): { session_id_key: string; token: string } | null {
  const session_id_key = podSession.value?.session_id_key;
  const token = userSession.value?.token;
  return session_id_key && token ? { session_id_key, token } : null;
}

async function send(streamingOn?: 0 | 1): Promise<boolean> {
  const k = keys();
  if (!k) return false;
  streamingBusy.value = true;
  try {
    const reply = await userApi.updateStreaming(streamingOn === undefined ? k : { ...k, streaming: streamingOn });
    streaming.value = reply.is_streaming === 1;
    return true;
  } catch (err) {
    if (!logoutIfExpired(err)) toastFailure(err, 'Unable to change streaming.');
    return false;
  } finally {
    streamingBusy.value = false;
  }
}

/** After a sign-in the pod streams as the player's stream_default says. */
export async function followStreamDefault(): Promise<void> {
  const token = userSession.value?.token ?? null;
  if (!token || followedFor === token) return;
  followedFor = token;
  streaming.value = null;
  // the station learns the player's own choice as well as the stream it starts
  void callHelper('POST', '/kiosk/set/stream_default', { stream_default: userSession.value?.stream_default === 1 });
  if (!(await send())) followedFor = null;
}

/** The player turns streaming on or off from the dashboard's notice: the switch moves at once, and back if refused. */
export async function setStreaming(on: boolean): Promise<void> {
  if (streamingBusy.value) return;
  const before = streaming.value;
  streaming.value = on;
  if (!(await send(on ? 1 : 0))) streaming.value = before;
}
