// The dashboard's badge on Live Chat: how many open chats wait for staff's answer. Read from
// the open conversations, again on each `status.chat` push on the clients' channels (a new
// message, an answer, a close), and every 15 s for a lost socket or a client's first chat.
import { CHAT_KIND } from '@gamepod/contracts/realtime';
import { signal } from '@preact/signals-react';
import { adminGet } from '#app-state/api/admin-api.ts';
import { watchClientPushes } from '#app-state/fleet/client-push-socket.ts';
import { userSession } from '#app-state/session/model/session-model.ts';

const POLL_MS = 15_000;

/** Open chats whose player's last message has no answer (null until first read). */
export const unansweredChats = signal<number | null>(null);

/**
 * Follows the unanswered chats while the dashboard shows: a client admin's client, a super
 * admin's clients with open chats. Returns the stop.
 */
export function watchUnansweredChats(): () => void {
  const session = userSession.value;
  if (!session?.token) return () => undefined;
  const token = session.token;
  let stopped = false;
  let stopLive: () => void = () => undefined;
  let watched = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading: Promise<void> | null = null;
  let again = false;

  const follow = (clientIds: readonly string[]) => {
    const key = [...clientIds].sort().join(',');
    if (stopped || key === watched || clientIds.length === 0) return;
    watched = key;
    stopLive();
    stopLive = watchClientPushes(clientIds, token, CHAT_KIND, () => void read());
  };

  const read = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        try {
          const { conversations } = await adminGet('/admin/chat/list', {}, { quiet: true });
          if (stopped) return;
          unansweredChats.value = conversations.filter((c) => c.awaiting_staff).length;
          const clients = session.client_id ? [session.client_id] : conversations.map((c) => c.client_id);
          follow([...new Set(clients)]);
        } catch {
          // a failed read keeps the last count; the next push or poll tries again
        }
      } while (again && !stopped);
    })().finally(() => {
      reading = null;
    });
    return reading;
  };

  const poll = () => {
    void read().finally(() => {
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    });
  };
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopLive();
    unansweredChats.value = null;
  };
}
