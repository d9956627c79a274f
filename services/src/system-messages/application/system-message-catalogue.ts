import { SYSTEM_MESSAGES, type SystemMessageType } from '@gamepod/contracts/catalogues';
import type { SystemMessageEntry, SystemMessageRow } from '@gamepod/contracts/http';
import { orWhenMissing } from '@gamepod/log-runtime';
import { type SystemMessageTable, savedSystemMessages } from '@gamepod/projections';
import type { Kysely } from 'kysely';

const builtIn = new Map<string, SystemMessageEntry>(SYSTEM_MESSAGES.map((m) => [m.msg_key, { ...m }]));

const entry = (row: SystemMessageTable): SystemMessageEntry => ({
  msg_key: row.msg_key,
  type: row.type as SystemMessageType,
  text_head: row.text_head,
  text_sub: row.text_sub,
});

/**
 * Every message the UIs can look up: the built-in catalogue with the saved messages laid over
 * it by key, and the saved ones of new keys after it. Each row says where its text comes from.
 */
export function mergeCatalogue(saved: readonly SystemMessageTable[]): SystemMessageRow[] {
  const byKey = new Map(saved.map((row) => [row.msg_key, row]));
  const rows: SystemMessageRow[] = [];
  for (const [key, base] of builtIn) {
    const row = byKey.get(key);
    rows.push(
      row
        ? { ...entry(row), id: row.message_id, source: 'edited', built_in: base }
        : { ...base, id: null, source: 'built-in', built_in: base },
    );
  }
  for (const row of saved) {
    if (!builtIn.has(row.msg_key)) rows.push({ ...entry(row), id: row.message_id, source: 'custom', built_in: null });
  }
  return rows;
}

/** The catalogue as the UIs read it (get_fe): saved texts replace built-in ones; a read model not built yet reads as none saved. */
export async function liveCatalogue(db: Kysely<unknown>): Promise<SystemMessageEntry[]> {
  const saved = await orWhenMissing(savedSystemMessages(db), []);
  return mergeCatalogue(saved).map(({ msg_key, type, text_head, text_sub }) => ({
    msg_key,
    type,
    text_head,
    text_sub,
  }));
}

/** The built-in text of a key, if there is one. */
export const builtInMessage = (key: string): SystemMessageEntry | null => builtIn.get(key) ?? null;
