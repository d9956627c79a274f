// Live Chat's calls: the open conversations, one conversation's thread, an answer, a close.
import { adminGet, adminPost } from '#app-state/api/admin-api.ts';

export const liveChatApi = {
  /** Quiet: the screen shows a failed read itself, and the poll's blips need no toast. */
  list: () => adminGet('/admin/chat/list', {}, { quiet: true }),
  thread: (conversation_id: string) => adminGet('/admin/chat/thread', { conversation_id }, { quiet: true }),
  reply: (conversation_id: string, text: string) => adminPost('/admin/chat/reply', { conversation_id, text }),
  close: (conversation_id: string) => adminPost('/admin/chat/close', { conversation_id }),
};
