import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { GameDto } from '@gamepod/contracts/http';
import { handleCommand } from '@gamepod/event-store';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { usersProjection } from '@gamepod/projections';
import { issueSession } from '../../src/users/application/sessions.ts';
import { userDecider } from '../../src/users/domain/user-decider.ts';
import { type GameServices, openGameServices } from '../support/game-fixtures.ts';
import type { KioskPod } from '../support/kiosk-fixtures.ts';

type Page = { games: GameDto[]; total_rows: number };

describe('a player’s age limits the ESRB ratings of their game list', () => {
  let g: GameServices;
  let pod: KioskPod;
  const tag = `esrb${Date.now().toString(36)}`;
  before(async () => {
    g = await openGameServices({ extra: [usersProjection] });
    pod = await g.kioskPod({ fields: { xd1: 'xb', xd2: 'sw' } });
    const ids: string[] = [];
    for (const esrb of ['Everyone', 'Everyone 10+', 'Teen 13+', 'Mature 17+'])
      ids.push(await g.game({ title: `${tag} ${esrb}`, esrb }));
    await g.assign(pod.client.id, ids);
  });
  after(() => g.close());

  /**
   * A session on the pod of an account of `role` born on `dob`, made as sign-up makes one; with
   * no birth date (null), as a library system that gave none makes one.
   */
  async function sessionOf(role: number, dob: string | null): Promise<string> {
    const id = uuidv7();
    const email = `${id}@example.com`;
    const command =
      dob === null
        ? {
            type: 'JoinThroughSource' as const,
            joining: {
              role: 1 as const,
              client_id: pod.client.id,
              email: null,
              user_name: id,
              first_name: 'Kid',
              last_name: null,
              birth_date: null,
              source: 'sip2' as const,
            },
          }
        : {
            type: 'Register' as const,
            registration: {
              role,
              client_id: pod.client.id,
              email,
              user_name: email,
              first_name: 'Kid',
              last_name: 'Tester',
              phone: '555-123-4567',
              dob,
              stream_default: false,
              pro: false,
              is_active: true,
              // never checked: the session is issued straight away
              password_hash: 'scrypt$131072$8$1$c2FsdA$aGFzaA',
            },
          };
    const { seq } = await handleCommand(g.deps.store, userDecider, id, command, {
      context: { actor: SYSTEM_ACTOR },
    });
    await g.deps.checkpoints.waitFor(['users'], seq);
    const session = await issueSession(g.deps, {
      user_id: id,
      role,
      client_id: pod.client.id,
      pod_id: pod.id,
      kind: 'web',
      ttlMs: 3_600_000,
    });
    return session.token;
  }
  const ratings = async (token: string, query = '') => {
    const res = await g.get(
      `/api/v1/game/list?session_id_key=${encodeURIComponent(pod.session_id_key)}&xd=xd1&sort=abc&search=${tag}${query}`,
      token,
    );
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as Page).games.map((x) => x.GameEsrb);
  };
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('shows a 12-year-old Everyone and Everyone 10+, and Teen from the day they turn 13', async () => {
    assert.deepEqual(await ratings(await sessionOf(1, yearsAgo(12))), ['Everyone', 'Everyone 10+']);
    assert.deepEqual(await ratings(await sessionOf(1, yearsAgo(13, 1))), ['Everyone', 'Everyone 10+']);
    assert.deepEqual(await ratings(await sessionOf(1, yearsAgo(13))), ['Everyone', 'Everyone 10+', 'Teen 13+']);
  });

  it('lists nothing when a young player filters on a rating above their age, and the allowed part of a mixed filter', async () => {
    const kid = await sessionOf(1, yearsAgo(9));
    assert.deepEqual(await ratings(kid, '&game_esrb=Mature%2017%2B'), []);
    assert.deepEqual(await ratings(kid, '&game_esrb=Mature%2017%2B&game_esrb=Everyone'), ['Everyone']);
  });

  it('limits nobody of 17 or more, a player with no birth date, or staff on the pod', async () => {
    const all = ['Everyone', 'Everyone 10+', 'Mature 17+', 'Teen 13+'];
    assert.deepEqual(await ratings(await sessionOf(1, yearsAgo(17))), all);
    assert.deepEqual(await ratings(await sessionOf(1, null)), all);
    assert.deepEqual(await ratings(await sessionOf(2, yearsAgo(11))), all, 'a facilitator is staff');
  });
});
