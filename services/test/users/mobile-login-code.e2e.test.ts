import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

type Frame = Record<string, unknown>;

describe('a phone login by QR code', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let neighbour: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
    neighbour = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
  });
  after(() => f.close());

  /** A socket with `query`'s credentials that asked for `channels`; returns it and the replies. */
  const listener = async (query: string, channels: readonly string[]) => {
    const socket = await f.socket(`/api/v1/ws?${query}`);
    const replies: Frame[] = [];
    for (const channel of channels) {
      socket.send({ op: 'subscribe', channel });
      replies.push(await socket.next());
    }
    return { socket, replies };
  };
  const kioskReplies = new Map<TestSocket, Frame[]>();
  /** The pod's kiosk page: its session key's socket on its pod's channels (the replies checked by `codeFrom`). */
  const kioskSocket = async (p: KioskPod) => {
    const { socket, replies } = await listener(`session_id_key=${encodeURIComponent(p.session_id_key)}`, [
      `pod.${p.id}`,
      `kiosk.${p.id}`,
    ]);
    kioskReplies.set(socket, replies);
    return socket;
  };
  /** Every frame that arrives until the socket has been quiet for 300 ms. */
  const drain = async (socket: TestSocket) => {
    const frames: Frame[] = [];
    for (;;) {
      try {
        frames.push(await socket.next(300));
      } catch {
        return frames;
      }
    }
  };
  const phoneLogin = async (url: '/api/v1/user/mobile_login' | '/api/v1/admin/mobile_login', email: string) => {
    const res = await f.post(url, { remote_id: pod.remote_id_key, username: email, password: RIGHT_PASSWORD });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(JSON.stringify(json(res)).includes('token'), false, 'the phone gets no token');
  };
  /** The code in the kiosk's 'login' push. */
  const codeFrom = async (socket: TestSocket): Promise<string> => {
    assert.deepEqual(
      kioskReplies.get(socket)?.map((r) => r.op),
      ['subscribed', 'subscribed'],
      JSON.stringify(kioskReplies.get(socket)),
    );
    for (;;) {
      const frame = await socket.next();
      const payload = frame.payload as
        | { message?: string; data?: { pod?: string; user?: unknown; login_code?: string } }
        | undefined;
      if (frame.op !== 'message' || payload?.message !== 'login') continue;
      assert.equal(frame.channel, `kiosk.${pod.id}`);
      assert.equal(payload.data?.pod, pod.id);
      assert.deepEqual(Object.keys(payload.data ?? {}).sort(), ['login_code', 'pod', 'user']);
      assert.equal(payload.data?.user, null, 'no session rides along');
      return payload.data?.login_code ?? '';
    }
  };
  const redeem = (login_code: string, p: KioskPod = pod) =>
    f.post('/api/v1/user/mobile_login/redeem', { session_id_key: p.session_id_key, login_code });

  describe('while others listen on the pod', () => {
    it("gives a client admin's socket neither the super admin's token nor a redeemable code", async () => {
      const spy = await listener(`token=${await f.token(3, pod.client.id)}`, [`pod.${pod.id}`, `kiosk.${pod.id}`]);
      const kiosk = await kioskSocket(pod);
      const superAdmin = await f.account(4);
      await phoneLogin('/api/v1/admin/mobile_login', superAdmin.email);
      const spied = await drain(spy.socket);
      assert.deepEqual(spied, [], 'the client admin heard the login push');
      const code = await codeFrom(kiosk);
      const redeemed = await redeem(code);
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      const { token, role_id } = json(redeemed).data as { token: string; role_id: number };
      assert.equal(role_id, 4);

      const heard = JSON.stringify([...spy.replies, ...spied, ...(await drain(spy.socket))]);
      assert.equal(heard.includes(token), false, 'the token reached the client admin');
      assert.equal(heard.includes(code), false, 'the code reached the client admin');
      assert.deepEqual(
        spy.replies.map((r) => r.op),
        ['error', 'error'],
      );
    });

    it("gives a restricted admin signed in on the pod neither a client admin's token nor a code", async () => {
      const spy = await listener(`token=${await f.token(5, pod.client.id, pod.id)}`, [
        `pod.${pod.id}`,
        `kiosk.${pod.id}`,
      ]);
      const kiosk = await kioskSocket(pod);
      const admin = await f.account(3, { client_id: pod.client.id });
      await phoneLogin('/api/v1/admin/mobile_login', admin.email);
      const spied = await drain(spy.socket);
      assert.deepEqual(spied, [], 'the restricted admin heard the login push');
      const code = await codeFrom(kiosk);
      const redeemed = await redeem(code);
      assert.equal(redeemed.statusCode, 200, redeemed.body);
      const { token } = json(redeemed).data as { token: string };

      const heard = JSON.stringify([...spy.replies, ...spied, ...(await drain(spy.socket))]);
      assert.equal(heard.includes(token), false, 'the token reached the restricted admin');
      assert.equal(heard.includes(code), false, 'the code reached the restricted admin');
    });
  });

  describe("the kiosk's redemption", () => {
    it('signs the kiosk in once with a working pod session; a second redemption answers 410', async () => {
      const kiosk = await kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id, first_name: 'Phone' });
      await phoneLogin('/api/v1/user/mobile_login', player.email);
      const code = await codeFrom(kiosk);

      const first = await redeem(code);
      assert.equal(first.statusCode, 200, first.body);
      const user = json(first).data as { token: string; user_id: string; name: string };
      assert.deepEqual([user.user_id, user.name], [player.id, 'Phone']);
      const session = await findSession(f.deps.db, hashToken(user.token));
      assert.deepEqual([session?.kind, session?.pod_id], ['pod', pod.id]);
      assert.equal((await f.get('/api/v1/user/remaining_time', user.token)).statusCode, 200);

      const second = await redeem(code);
      assert.equal(second.statusCode, 410, second.body);
      assert.equal(json(second).status, false);
      assert.equal(JSON.stringify(json(second)).includes(user.token), false);
    });

    it("refuses another pod's kiosk session 410, and leaves the code to its own pod", async () => {
      const kiosk = await kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id });
      await phoneLogin('/api/v1/user/mobile_login', player.email);
      const code = await codeFrom(kiosk);

      const stolen = await redeem(code, neighbour);
      assert.equal(stolen.statusCode, 410, stolen.body);
      assert.equal((await redeem(code)).statusCode, 200);
    });

    it('refuses a code once its 60 s are over, 410', async () => {
      const kiosk = await kioskSocket(pod);
      const player = await f.account(1, { client_id: pod.client.id });
      await phoneLogin('/api/v1/user/mobile_login', player.email);
      const code = await codeFrom(kiosk);
      f.advance(60_001);
      const late = await redeem(code);
      assert.equal(late.statusCode, 410, late.body);
    });

    it('answers a made-up code 410, a malformed one 400 naming login_code, a missing key 400, appending nothing', async () => {
      const before = await f.lastSeq();
      const madeUp = await redeem('A'.repeat(43));
      assert.equal(madeUp.statusCode, 410, madeUp.body);
      const malformed = await redeem('not a code');
      assert.equal(malformed.statusCode, 400, malformed.body);
      assert.equal(json(malformed).data.field, 'login_code');
      const keyless = await f.post('/api/v1/user/mobile_login/redeem', { login_code: 'A'.repeat(43) });
      assert.equal(keyless.statusCode, 400, keyless.body);
      assert.equal(json(keyless).data.field, 'session_id_key');
      const unknownKey = await f.post('/api/v1/user/mobile_login/redeem', {
        session_id_key: 'no-such-key',
        login_code: 'A'.repeat(43),
      });
      assert.equal(unknownKey.statusCode, 401, unknownKey.body);
      assert.equal(await f.lastSeq(), before);
    });
  });
});
