import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { handleCommand } from '@gamepod/event-store';
import { SsoSignInRefused, type StoredEvent } from '@gamepod/events';
import { clientsProjection } from '@gamepod/projections';
import type { RateLimits } from '../../src/auth/rate-limit.ts';
import { clientDecider, type SsoChanges } from '../../src/clients/domain/client-decider.ts';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import type { SourceWatchOptions } from '../../src/sign-in-sources/application/source-watch.ts';
import { type IdentityServices, json, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Our SP's signing key pair in the tests, as a deployment's secret files would hold it. */
export const SP_KEY = { key: fixture('sp-signing.key.pem'), cert: fixture('sp-signing.cert.pem') } as const;

/** A loopback port nobody listens on now: the app's public address must be known before it is built. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Identity services listening on a real loopback port, their public address, and SSO helpers. */
export type SsoServices = IdentityServices & {
  readonly publicUrl: string;
  /** Saves a client's SSO settings as a super admin would (the providers here are http://, which the form refuses). */
  saveSso(clientId: string, sso: SsoChanges): Promise<void>;
  /** The pod's kiosk page, listening on its own kiosk channel. */
  kioskSocket(pod: KioskPod): Promise<TestSocket>;
  /** The one-time code of the next 'login' push on a kiosk socket. */
  loginCode(socket: TestSocket, pod: KioskPod): Promise<string>;
  /** Redeems a login code as the kiosk page: the user session, token included. */
  redeem(pod: KioskPod, code: string): Promise<{ token: string; user_id: string; name: string }>;
  /**
   * Runs `refusal`, then checks it appended exactly one SsoSignInRefused for the client, with
   * `reason`, and a detail (the check that failed) matching `detail`.
   */
  refusedWith(clientId: string, reason: string, detail: RegExp, refusal: () => Promise<void>): Promise<void>;
};

export async function openSsoServices(
  opts: { readonly limits?: Partial<RateLimits>; readonly sourceWatch?: SourceWatchOptions } = {},
): Promise<SsoServices> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const f = await openIdentityServices({
    // the SSO settings' replies and the users screens read clients
    extra: [clientsProjection],
    identity: { limits: opts.limits },
    sourceWatch: opts.sourceWatch,
    sso: {
      publicUrl,
      allowHttpProviders: true,
      allowLoopbackMetadata: true,
      secretKey: randomBytes(32).toString('base64'),
      spKey: SP_KEY,
    },
  });
  await f.app.listen({ port, host: '127.0.0.1' });
  return {
    ...f,
    publicUrl,
    async saveSso(clientId, sso) {
      // SSO is read from the client's own events: no read model to wait for
      await handleCommand(
        f.deps.store,
        clientDecider,
        clientId,
        { type: 'SaveSso', actor: { role: SUPER_ADMIN, client_id: null }, sso },
        { context: { actor: { kind: 'system', name: 'test' } } },
      );
    },
    async kioskSocket(pod) {
      const socket = await f.socket(`/api/v1/ws?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
      socket.send({ op: 'subscribe', channel: `kiosk.${pod.id}` });
      const reply = await socket.next();
      assert.equal(reply.op, 'subscribed', JSON.stringify(reply));
      return socket;
    },
    async loginCode(socket, pod) {
      for (;;) {
        const frame = await socket.next(15_000);
        const payload = frame.payload as { message?: string; data?: { pod?: string; login_code?: string } } | undefined;
        if (frame.op !== 'message' || payload?.message !== 'login') continue;
        assert.equal(payload.data?.pod, pod.id);
        return payload.data?.login_code ?? '';
      }
    },
    async redeem(pod, login_code) {
      const res = await f.post('/api/v1/user/mobile_login/redeem', { session_id_key: pod.session_id_key, login_code });
      assert.equal(res.statusCode, 200, res.body);
      return json(res).data as { token: string; user_id: string; name: string };
    },
    async refusedWith(clientId, reason, detail, refusal) {
      const before = await f.deps.store.lastSequence();
      await refusal();
      const after = await f.deps.store.lastSequence();
      assert.equal(after, before + 1, 'a refusal appends its audit event and nothing else');
      const { events } = await f.deps.store.read(SsoSignInRefused.aggregate, clientId);
      const last = events.at(-1) as StoredEvent<string, { reason: string; detail: string }> | undefined;
      assert.equal(last?.type, SsoSignInRefused.type);
      assert.equal(last?.seq, after);
      assert.equal(last?.data.reason, reason);
      assert.match(last?.data.detail ?? '', detail);
    },
  };
}
