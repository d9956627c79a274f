import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimUnique, handleCommand, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import { clientDomainsProjection, type Projection, podStatusProjection, usersProjection } from '@gamepod/projections';
import { Kvm } from '@nats-io/kv';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/auth/passwords.ts';
import { rateLimitBucket } from '../../src/auth/rate-limit.ts';
import { EMAIL_KIND } from '../../src/domain/user/accounts.ts';
import { USERS_READ_MODEL } from '../../src/domain/user/identity-deps.ts';
import { resetCodesBucket } from '../../src/domain/user/reset-codes.ts';
import { userDecider } from '../../src/domain/user/user-decider.ts';
import { LocalMailer } from '../../src/mail/local-mailer.ts';
import type { IdentityOptions } from '../../src/routes/user/identity-routes.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from './pod-fixtures.ts';

/** The password every fixture account has. */
export const RIGHT_PASSWORD = 'right-password-1';

/** A reply's envelope, for asserting on. */
export type Json = { status: boolean; message: string; data: Record<string, unknown> & { field?: string } };
export const json = (res: LightMyRequestResponse) => res.json() as Json;

export type AccountFields = {
  readonly email?: string;
  readonly client_id?: string | null;
  readonly first_name?: string;
  readonly pro?: boolean;
  readonly is_active?: boolean;
};

/** A pod with a live kiosk session: what a kiosk page holds after /kiosk/validate/pod_id_key. */
export type KioskPod = DeployedPod & { readonly session_id_key: string; readonly remote_id_key: string };

/** The identity tests' services: pods and users read models, a clock they can move, mail in a temp dir. */
export type IdentityServices = PodServices & {
  /** Moves the app's clock forward (sessions, rate-limit windows and reset codes all read it). */
  advance(ms: number): void;
  now(): Date;
  readonly mailDir: string;
  /** An account made straight from events (its hash computed once per file); returns its id and email. */
  account(role: number, fields?: AccountFields): Promise<{ id: string; email: string }>;
  /** Deploys a pod and starts its kiosk session. */
  kioskPod(client: TestClient, labId: string, fields?: Record<string, unknown>): Promise<KioskPod>;
  /** POST with a remote address (the rate limits count per address). */
  postFrom(ip: string, url: string, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
};

let counter = 0;
/** An email no other test of this process uses. */
export const freshEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

/**
 * Opens isolated services for the identity tests: auth_sessions, pods, users, client_domains
 * and pod_status run; the clock is the test's; mail goes to a temporary directory that is
 * removed on close.
 */
export async function openIdentityServices(
  opts: { identity?: IdentityOptions; extra?: readonly Projection[] } = {},
): Promise<IdentityServices> {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const mailDir = mkdtempSync(join(tmpdir(), 'gamepod-mail-'));
  const s = await openPodServices({
    extra: [usersProjection, clientDomainsProjection, podStatusProjection, ...(opts.extra ?? [])],
    build: { clock, identity: { mailer: new LocalMailer(mailDir), ...opts.identity } },
  });
  const hash = hashPassword(RIGHT_PASSWORD);

  return {
    ...s,
    mailDir,
    advance(ms) {
      offset += ms;
    },
    now: clock,
    async account(role, fields = {}) {
      const id = uuidv7();
      const email = (fields.email ?? freshEmail(`role${role}`)).toLowerCase();
      const context = { actor: SYSTEM_ACTOR };
      await claimUnique(s.deps.store, EMAIL_KIND, email, { aggregate: 'user', id }, context);
      const registration = {
        role,
        client_id: fields.client_id === undefined ? null : fields.client_id,
        email,
        user_name: email,
        first_name: fields.first_name ?? `First${role}`,
        last_name: 'Tester',
        phone: '555-123-4567',
        dob: '1990-05-31',
        stream_default: false,
        pro: fields.pro ?? false,
        is_active: fields.is_active ?? true,
        password_hash: await hash,
      };
      const { seq } = await handleCommand(
        s.deps.store,
        userDecider,
        id,
        { type: 'Register', registration },
        { context },
      );
      await s.deps.checkpoints.waitFor([USERS_READ_MODEL], seq);
      return { id, email };
    },
    async kioskPod(client, labId, fields) {
      const pod = await s.deployPod(client, labId, fields);
      const res = await s.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
      if (res.statusCode !== 200) throw new Error(`kiosk session failed: ${res.statusCode} ${res.body}`);
      const data = json(res).data as { session_id_key: string; remote_id_key: string };
      return { ...pod, session_id_key: data.session_id_key, remote_id_key: data.remote_id_key };
    },
    postFrom: (ip, url, body) => s.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip }),
    async close() {
      // the KV buckets of this file's prefix would outlive its streams otherwise
      const kvm = new Kvm(s.env.nc);
      for (const bucket of [rateLimitBucket(s.env.names), resetCodesBucket(s.env.names)]) {
        await (await kvm.open(bucket).catch(() => null))?.destroy().catch(() => undefined);
      }
      await s.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
