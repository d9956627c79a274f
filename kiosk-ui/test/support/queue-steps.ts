// The queue's steps the kiosk's browser tests share: a lab's policy, and the station's player.
import assert from 'node:assert/strict';
import { eventually } from '@gamepod/devkit';
import type { Page } from 'playwright-core';
import type { KioskHarness } from './kiosk-harness.ts';

/** The password of the players `newQueuePlayer` makes. */
export const QUEUE_PASSWORD = 'queue-player-1';

type Platforms = { xb: boolean; ps: boolean; sw: boolean; pc: boolean };

/**
 * Saves `lab`'s queue policy as staff would: on, a 10-minute hold, no limit, 3 no-shows in 14
 * days ban for 7, no platform queues; `changes` sets any of those.
 */
export async function saveQueuePolicy(
  h: KioskHarness,
  lab: string,
  changes: { enabled?: boolean; limit_minutes?: number | null; platforms?: Partial<Platforms> } = {},
): Promise<void> {
  const saved = await h.api('/admin/kiosk/lab_queue/policy', {
    method: 'POST',
    body: {
      lab_id: lab,
      policy: {
        enabled: changes.enabled ?? true,
        hold_minutes: 10,
        limit_minutes: changes.limit_minutes ?? null,
        no_show: { count: 3, days: 14, ban_days: 7 },
        platforms: { xb: false, ps: false, sw: false, pc: false, ...changes.platforms },
      },
    },
  });
  assert.equal(saved.status, true, saved.message);
}

/** The token of the player session a station's page holds. */
export async function stationToken(page: Page): Promise<string> {
  const text = (await page.evaluate("localStorage.getItem('gp.user_session')")) as string | null;
  const token = (JSON.parse(text ?? '{}') as { token?: string }).token;
  assert.ok(token, 'the station stored the player session');
  return token;
}

/** Ends `token`'s session as a logout elsewhere would (the pod it was on frees). */
export async function logOutSession(h: KioskHarness, token: string, reason_text: string): Promise<void> {
  const out = await h.api('/user/logout', { method: 'POST', body: { reason_text }, token });
  assert.equal(out.status, true, out.message);
}

/** A new player of the demo client who signs in with QUEUE_PASSWORD: their id. */
export async function newQueuePlayer(h: KioskHarness, name: string, email: string): Promise<string> {
  const created = await h.api('/admin/kiosk/users/save', {
    method: 'POST',
    body: {
      client_id: h.clientId,
      user_role: 1,
      name,
      email,
      password: QUEUE_PASSWORD,
      password_again: QUEUE_PASSWORD,
      dob: '04/12/2001',
      phone: '555-010-2030',
    },
  });
  assert.equal(created.status, true, created.message);
  return String(created.data.user_id);
}

/** Joins `lab`'s queue with `token`, tried again while a new account reaches the read models. */
export async function joinQueue(h: KioskHarness, lab: string, token: string): Promise<void> {
  await eventually(
    'the join',
    async () => (await h.api('/user/queue/join', { method: 'POST', body: { lab_id: lab }, token })).status,
    { timeoutMs: 10_000, intervalMs: 250 },
  );
}
