import { podSession, userSession } from '#app-state/session/pod-session-model.ts';
import type { PlayerKeys } from '../api/buy-time-api.ts';

/** The kiosk session and the player's token, or null once either is gone (a logout). */
export function playerKeys(): PlayerKeys | null {
  const session_id_key = podSession.value?.session_id_key;
  const token = userSession.value?.token;
  return session_id_key && token ? { session_id_key, token } : null;
}
