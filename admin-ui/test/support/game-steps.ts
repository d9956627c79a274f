// Steps the game screens' browser tests share (games-*.browser.test.ts).
import assert from 'node:assert/strict';
import type { AdminHarness } from './admin-harness.ts';

/** A 1 × 1 PNG (a deep blue pixel): the smallest poster the server takes as an image. */
export const POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

/** Deploys a game to the catalogue as the super admin would (the multipart form); returns its id. */
export async function deployGame(
  h: AdminHarness,
  title: string,
  fields: { type?: 'local' | 'cloud'; genre?: string; platform?: string } = {},
): Promise<string> {
  const form = new FormData();
  const text = {
    title,
    search_title: title.toLowerCase(),
    platform: fields.platform ?? 'xb,pc',
    esrb: 'Everyone',
    released: '05/31/2024',
    expired: '',
    genre: fields.genre ?? 'Sports',
    type: fields.type ?? 'local',
    status: 'active',
    install_size: '12.5',
    is_survey_only: '0',
  };
  for (const [k, v] of Object.entries(text)) form.append(k, v);
  form.append('image', new Blob([POSTER], { type: 'image/png' }), 'poster.png');
  const res = await fetch(h.url('/api/v1/admin/game/create'), {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${h.adminToken}` },
  });
  const reply = (await res.json()) as { data: { game?: { GameId: string } } };
  assert.equal(res.status, 200, JSON.stringify(reply));
  return String(reply.data.game?.GameId);
}
