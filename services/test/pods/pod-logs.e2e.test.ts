import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminLogsProjection, surveysProjection } from '@gamepod/projections';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  staffSession,
} from '../support/identity-fixtures.ts';

const FEEDBACK = '/api/v1/admin/feedback/list';
const LOGS = '/api/v1/admin/logs/list';
const SAVE = '/api/v1/admin/logs/save';
const RATINGS = { mark_cleanliness: 5, mark_network_speed: 4, mark_game_selection: 3, mark_overall_experience: 2 };

type Log = {
  id: string;
  timestamp: string;
  message: string;
  user: { email: string };
  edited: { email: string | null; timestamp: string } | null;
};
type Feedback = { id: string; timestamp: string; comment: string; player: { email: string | null } };
type Page<K extends string, R> = Record<K, R[]> & {
  current_page: number;
  last_page: number;
  total_rows: number;
  status_text: string;
};

describe("the pod dashboard's Player Feedback and Admin Logs", () => {
  let k: IdentityServices;
  let pod: KioskPod;
  let admin: { token: string; email: string };
  before(async () => {
    k = await openIdentityServices({ extra: [surveysProjection, adminLogsProjection] });
    pod = await k.kioskPod();
    admin = await staff(3, pod.client.id);
  });
  after(() => k.close());

  const staff = (role: number, clientId: string | null) => staffSession(k, role, clientId);

  const list = <K extends string, R>(url: string, key: string, token: string, query = '') =>
    k.get(`${url}?session_id_key=${encodeURIComponent(key)}${query}`, token).then((res) => {
      assert.equal(res.statusCode, 200, res.body);
      return k.json(res).data as unknown as Page<K, R>;
    });
  const save = (body: Record<string, unknown>, token = admin.token, p: KioskPod = pod) =>
    k.post(SAVE, { session_id_key: p.session_id_key, ...body }, token);

  /** A player's exit survey on `p` after their login ended, ending with `comment`. */
  async function survey(p: KioskPod, comment: string, player: string | null) {
    if (player) {
      const login = await issueSession(k.deps, {
        user_id: player,
        role: 1,
        client_id: p.client.id,
        pod_id: p.id,
        kind: 'pod',
        ttlMs: 60_000,
      });
      await endSession(k.deps, { token_hash: login.token_hash, reason: 'you clicked the onscreen logout button' });
    }
    const post = (body: Record<string, unknown>) =>
      k.app.inject({
        method: 'POST',
        url: '/api/v1/survey/save',
        payload: { session_id_key: p.session_id_key, ...body },
      });
    const started = await post({ step: 1, ...RATINGS });
    assert.equal(started.statusCode, 200, started.body);
    const id = String(k.json(started).data.id);
    if (comment !== '') assert.equal((await post({ id, step: 3, comment })).statusCode, 200);
    return id;
  }

  it('writes a log entry for the pod the session key names and lists it with its author, newest first', async () => {
    const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const first = await save(
      { comment: '  Left controller drifts  ', user_timezone: 'America/Chicago' },
      admin.token,
      p,
    );
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(k.json(first).message, 'Log entry saved');
    const saved = (k.json(first).data as { log: Log }).log;
    assert.equal(saved.message, 'Left controller drifts');
    assert.equal(saved.user.email, admin.email);
    assert.match(saved.timestamp, /^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/);
    assert.equal((await save({ comment: 'Controller replaced' }, admin.token, p)).statusCode, 200);

    const page = await list<'logs', Log>(LOGS, p.session_id_key, admin.token);
    assert.deepEqual(
      page.logs.map((l) => [l.message, l.user.email]),
      [
        ['Controller replaced', admin.email],
        ['Left controller drifts', admin.email],
      ],
    );
    assert.equal(page.status_text, 'Showing 1 to 2 of 2 entries');
    // another pod's log is its own
    assert.equal((await list<'logs', Log>(LOGS, pod.session_id_key, admin.token)).logs.length, 0);
    assert.equal(
      (await k.logged('AdminLogEntryWritten')).filter((e) => (e.data as { pod_id: string }).pod_id === p.id).length,
      2,
    );
  });

  it('rewrites an entry of the same pod with edit_id, and refuses one of another pod (404)', async () => {
    const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const id = (k.json(await save({ comment: 'Fan is loud' }, admin.token, p)).data as { log: Log }).log.id;
    const edited = await save({ comment: 'Fan replaced', edit_id: id }, admin.token, p);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(k.json(edited).message, 'Log entry updated');
    const logs = (await list<'logs', Log>(LOGS, p.session_id_key, admin.token)).logs;
    assert.deepEqual(
      logs.map((l) => [l.id, l.message, l.user.email, l.edited?.email]),
      [[id, 'Fan replaced', admin.email, admin.email]],
    );
    assert.match(logs[0]?.edited?.timestamp ?? '', /^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/);
    const before = await k.lastSeq();
    const elsewhere = await save({ comment: 'x', edit_id: id }, admin.token, pod);
    assert.equal(elsewhere.statusCode, 404, elsewhere.body);
    assert.equal(await k.lastSeq(), before);
  });

  describe('a rewrite', () => {
    it('is refused to a restricted admin who did not write the entry (403, nothing appended), and to a facilitator', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const author = await staff(5, pod.client.id);
      const id = (k.json(await save({ comment: 'Seat 3 squeaks' }, author.token, p)).data as { log: Log }).log.id;
      for (const token of [(await staff(5, pod.client.id)).token, await k.token(2, pod.client.id)]) {
        const before = await k.lastSeq();
        const res = await save({ comment: 'Nothing wrong here', edit_id: id }, token, p);
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(await k.lastSeq(), before);
      }
      const [entry] = (await list<'logs', Log>(LOGS, p.session_id_key, admin.token)).logs;
      assert.deepEqual([entry?.message, entry?.edited], ['Seat 3 squeaks', null]);
    });

    it('is open to its author, a client admin of the client and a super admin, and the list names the last editor', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const author = await staff(5, pod.client.id);
      const clientAdmin = await staff(3, pod.client.id);
      const su = await staff(4, null);
      const id = (k.json(await save({ comment: 'Seat 4 squeaks' }, author.token, p)).data as { log: Log }).log.id;
      for (const [editor, comment] of [
        [author, 'Seat 4 squeaks loudly'],
        [clientAdmin, 'Seat 4 oiled'],
        [su, 'Seat 4 replaced'],
      ] as const) {
        const res = await save({ comment, edit_id: id }, editor.token, p);
        assert.equal(res.statusCode, 200, res.body);
        const [entry] = (await list<'logs', Log>(LOGS, p.session_id_key, admin.token)).logs;
        assert.deepEqual(
          [entry?.message, entry?.user.email, entry?.edited?.email],
          [comment, author.email, editor.email],
        );
      }
      const edits = (await k.logged('AdminLogEntryEdited')).filter((e) => e.aggregate_id === id);
      assert.deepEqual(
        edits.map((e) => (e.data as { user_id: string }).user_id),
        [author.id, clientAdmin.id, su.id],
      );
    });

    it("that did not keep its editor's email shows the editor's account email", async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const id = (k.json(await save({ comment: 'Dome light out' }, admin.token, p)).data as { log: Log }).log.id;
      const editor = await staff(3, pod.client.id);
      const { seq } = await k.deps.store.append(
        'admin_log',
        id,
        [{ type: 'AdminLogEntryEdited', data: { message: 'Dome light fixed', user_id: editor.id, user_email: null } }],
        { expectedVersion: 'any', context: { actor: { kind: 'user', user_id: editor.id, role: 3 } } },
      );
      assert.ok(await k.deps.checkpoints.waitFor(['admin_logs'], seq, 10_000));
      const [entry] = (await list<'logs', Log>(LOGS, p.session_id_key, admin.token)).logs;
      assert.deepEqual([entry?.message, entry?.edited?.email], ['Dome light fixed', editor.email]);
    });
  });

  it('pages 10 at a time', async () => {
    const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    for (let i = 1; i <= 12; i++) assert.equal((await save({ comment: `entry ${i}` }, admin.token, p)).statusCode, 200);
    const one = await list<'logs', Log>(LOGS, p.session_id_key, admin.token);
    assert.equal(one.logs.length, 10);
    assert.equal(one.logs[0]?.message, 'entry 12');
    assert.deepEqual([one.total_rows, one.last_page, one.status_text], [12, 2, 'Showing 1 to 10 of 12 entries']);
    const two = await list<'logs', Log>(LOGS, p.session_id_key, admin.token, '&page=2');
    assert.deepEqual(
      two.logs.map((l) => l.message),
      ['entry 2', 'entry 1'],
    );
  });

  it("lists the players' survey comments on the pod with their emails, skipping surveys without one", async () => {
    const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const player = await k.account(1, { client_id: pod.client.id });
    // before anyone signed in on the pod, the survey names no player
    await survey(p, 'Seat wobbles', null);
    await survey(p, 'More racing games, please', player.id);
    await survey(p, '', player.id);
    const page = await list<'feedback', Feedback>(FEEDBACK, p.session_id_key, admin.token);
    assert.deepEqual(
      page.feedback.map((f) => [f.comment, f.player.email]),
      [
        ['More racing games, please', player.email],
        ['Seat wobbles', null],
      ],
    );
    assert.equal(page.status_text, 'Showing 1 to 2 of 2 entries');
    assert.equal((await list<'feedback', Feedback>(FEEDBACK, pod.session_id_key, admin.token)).total_rows, 0);
  });

  it("is for the pod's own client's admins: another client's admin, a facilitator and a player get 403, and nothing is appended", async () => {
    const other = await k.kioskPod();
    const restricted = await staff(5, pod.client.id);
    assert.equal((await save({ comment: 'restricted admins may log' }, restricted.token)).statusCode, 200);
    const su = await staff(4, null);
    assert.equal((await save({ comment: 'so may a super admin' }, su.token)).statusCode, 200);
    const refused = [
      await k.token(3, other.client.id),
      await k.token(5, other.client.id),
      await k.token(2, pod.client.id),
      await k.token(1, pod.client.id),
    ];
    for (const token of refused) {
      const before = await k.lastSeq();
      assert.equal((await save({ comment: 'not yours' }, token)).statusCode, 403);
      for (const url of [LOGS, FEEDBACK]) {
        assert.equal((await k.get(`${url}?session_id_key=${pod.session_id_key}`, token)).statusCode, 403);
      }
      assert.equal(await k.lastSeq(), before);
    }
    assert.equal((await k.get(`${LOGS}?session_id_key=${pod.session_id_key}`)).statusCode, 401);
  });

  it('refuses bad input naming the field, and appends nothing', async () => {
    await assertBadInput(k, () => save({ comment: '   ' }), 'comment');
    await assertBadInput(k, () => save({ comment: 'x'.repeat(2001) }), 'comment');
    await assertBadInput(k, () => save({ comment: 'ok', edit_id: 'not-a-uuid' }), 'edit_id');
    await assertBadInput(k, () => save({ comment: 'ok', user_timezone: 'Mars/Olympus' }), 'user_timezone');
    await assertBadInput(k, () => k.post(SAVE, { comment: 'ok' }, admin.token), 'session_id_key');
    await assertBadInput(k, () => k.get(`${LOGS}?session_id_key=${pod.session_id_key}&page=0`, admin.token), 'page');
    await assertBadInput(
      k,
      () => k.get(`${FEEDBACK}?session_id_key=${pod.session_id_key}&length=101`, admin.token),
      'length',
    );
    const unknown = await save({ comment: 'ok' }, admin.token, { ...pod, session_id_key: 'no-such-key' });
    assert.equal(unknown.statusCode, 401);
  });
});
