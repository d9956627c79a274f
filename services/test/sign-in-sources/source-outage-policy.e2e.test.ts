import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readRange } from '@gamepod/event-store';
import {
  parseCommit,
  SourceSignInAcceptedFromCache,
  SourceSignInRefused,
  type StoredEvent,
  UserJoinedThroughSource,
} from '@gamepod/events';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { hashToken } from '../../src/auth/tokens.ts';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { openSsoServices, type SsoServices } from '../sso/sso-fixtures.ts';
import { json, type KioskPod, staffSession } from '../support/identity-fixtures.ts';

type Session = { token: string; user_id: string };
const DAY_MS = 24 * 3_600_000;

describe("a client's outage policy while its library system is down", () => {
  let f: SsoServices;
  let su: string;
  const ilses: Sip2StandIn[] = [];
  before(async () => {
    // the ILS is closed and the clock moved on purpose here: no check of the source may come between
    f = await openSsoServices({ sourceWatch: { intervalMs: 0 } });
    su = (await staffSession(f, SUPER_ADMIN, null)).token;
  });
  after(async () => {
    await f.close();
    // the refuse case closed its own already
    await Promise.all(ilses.map((ils) => ils.close().catch(() => undefined)));
  });

  /** A pod of a new client whose own stand-in ILS signs its people in, with `policy`. */
  async function libraryPod(policy: Record<string, unknown>): Promise<{ pod: KioskPod; ils: Sip2StandIn }> {
    const ils = await startSip2StandIn();
    ilses.push(ils);
    const pod = await f.kioskPod();
    const sip2 = ils.sourceSettings({ timeout_ms: 800 });
    const body = { client_id: pod.client.id, source: 'sip2', sip2, ...policy };
    const res = await f.post('/api/v1/admin/kiosk/client/save_sign_in_source', body, su);
    assert.equal(res.statusCode, 200, res.body);
    return { pod, ils };
  }

  const login = (pod: KioskPod, username: string, password: string) =>
    f.post('/api/v1/user/login', { session_id_key: pod.session_id_key, username, password });
  const logout = async (token: string) => {
    const res = await f.post('/api/v1/user/logout', { token, reason_text: 'done' });
    assert.equal(res.statusCode, 200, res.body);
  };
  const started = async (token: string) =>
    (await f.deps.store.read('session', hashToken(token))).events[0]?.data as {
      sign_in: string;
      cached_credential: boolean;
    };
  const audit = async (clientId: string) =>
    (await f.deps.store.read(SourceSignInRefused.aggregate, clientId)).events as StoredEvent<
      string,
      Record<string, unknown>
    >[];
  /** The types of the events appended after log sequence `after`, in order. */
  const appendedSince = async (after: number) => {
    const { store } = f.deps;
    const types: string[] = [];
    const subject = `${store.names.prefix}.evt.>`;
    const range = { stream: store.names.eventsStream, subject, fromSeq: after + 1, toSeq: await store.lastSequence() };
    await readRange(store.js, range, async (batch) => {
      for (const m of batch) for (const e of parseCommit(m.data)) types.push(e.type);
    });
    return types;
  };
  /** What a sign-in that got in would append: none may follow a refusal. */
  const SIGNED_IN = new Set(['SessionStarted', SourceSignInAcceptedFromCache.type, UserJoinedThroughSource.type]);
  /**
   * Runs a sign-in that must be refused 503 while the ILS is down, audited as source_down, and
   * nothing else. The log is read rather than counted: the days this file moves the clock on
   * make timers end old sessions at the same time.
   */
  const refusedDown = async (pod: KioskPod, username: string, password: string) => {
    const before = await f.deps.store.lastSequence();
    const res = await login(pod, username, password);
    assert.equal(res.statusCode, 503, res.body);
    assert.equal(json(res).message, 'Unable to log you in, please try again later!');
    const appended = await appendedSince(before);
    assert.deepEqual(
      appended.filter((t) => t === SourceSignInRefused.type || SIGNED_IN.has(t)),
      [SourceSignInRefused.type],
      `only the audit event of a sign-in: ${appended.join(', ')}`,
    );
    const last = (await audit(pod.client.id)).at(-1);
    assert.deepEqual([last?.type, last?.data.reason], [SourceSignInRefused.type, 'source_down']);
  };

  it('accept_cached: signs a recent card holder in on their cached PIN, marked cached, and refuses a wrong PIN and an unknown card', async () => {
    const { pod, ils } = await libraryPod({ outage_policy: 'accept_cached', cached_days: 7 });
    const first = await login(pod, '21000100010001', '1234');
    assert.equal(first.statusCode, 200, first.body);
    const maya = json(first).data as Session;
    assert.equal((await started(maya.token)).cached_credential, false);
    await logout(maya.token);

    ils.setFailureMode('silent');
    const res = await login(pod, '21000100010001', '1234');
    assert.equal(res.statusCode, 200, res.body);
    const cached = json(res).data as Session;
    assert.equal(cached.user_id, maya.user_id);
    const session = await started(cached.token);
    assert.deepEqual([session.sign_in, session.cached_credential], ['sip2', true], 'the session is marked');
    const accepted = (await audit(pod.client.id)).filter((e) => e.type === SourceSignInAcceptedFromCache.type);
    assert.equal(accepted.length, 1);
    assert.deepEqual([accepted[0]?.data.user_id, accepted[0]?.data.pod_id], [maya.user_id, pod.id]);
    await logout(cached.token);

    // a wrong PIN, and a card that never signed in, get the outage's answer
    await refusedDown(pod, '21000100010001', '9999');
    await refusedDown(pod, '21000100010002', '4321');
  });

  it('accept_cached: a PIN the library system refuses is forgotten, so it opens nothing during the next outage', async () => {
    const { pod, ils } = await libraryPod({ outage_policy: 'accept_cached', cached_days: 30 });
    const first = await login(pod, '21000100010003', '5555');
    assert.equal(first.statusCode, 200, first.body);
    await logout((json(first).data as Session).token);
    const wrong = await login(pod, '21000100010003', '0000');
    assert.equal(wrong.statusCode, 401, wrong.body);
    ils.setFailureMode('silent');
    await refusedDown(pod, '21000100010003', '5555');
  });

  it('refuse: the station answers 503 while the library system is down, even for someone who just signed in', async () => {
    const { pod, ils } = await libraryPod({ outage_policy: 'refuse' });
    const first = await login(pod, '21000100010001', '1234');
    assert.equal(first.statusCode, 200, first.body);
    await logout((json(first).data as Session).token);
    await ils.close();
    await refusedDown(pod, '21000100010001', '1234');
  });

  // last: it moves the services' clock past every session and kiosk session of this file
  it('accept_cached: refuses a PIN cached longer ago than cached_days', async () => {
    const { pod, ils } = await libraryPod({ outage_policy: 'accept_cached', cached_days: 2 });
    const first = await login(pod, '21000100010001', '1234');
    assert.equal(first.statusCode, 200, first.body);
    await logout((json(first).data as Session).token);
    ils.setFailureMode('silent');
    // the kiosk page's own session runs out as the days pass: it starts a new one, as a station does
    f.advance(DAY_MS);
    const next = { ...pod, ...(await f.restartKiosk(pod)) };
    const within = await login(next, '21000100010001', '1234');
    assert.equal(within.statusCode, 200, within.body);
    await logout((json(within).data as Session).token);
    f.advance(2 * DAY_MS);
    await refusedDown({ ...pod, ...(await f.restartKiosk(pod)) }, '21000100010001', '1234');
  });
});
