import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimUnique, handleCommand } from '@gamepod/event-store';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import {
  clientDomainsProjection,
  labsProjection,
  podStatusProjection,
  type ReadModel,
  usersProjection,
} from '@gamepod/projections';
import { Kvm } from '@nats-io/kv';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/auth/passwords.ts';
import { LocalMailer } from '../../src/mail/local-mailer.ts';
import type { PaymentGateway } from '../../src/payments/adapters/payment-gateway.ts';
import type { ReactionsOptions } from '../../src/reactions/install-reactions.ts';
import { cachedCredentialsBucket } from '../../src/sign-in-sources/adapters/cached-credentials.ts';
import type { SourceWatchOptions } from '../../src/sign-in-sources/application/source-watch.ts';
import { providerSessionsBucket } from '../../src/sso/adapters/provider-session-store.ts';
import { ssoBucket } from '../../src/sso/adapters/sign-in-store.ts';
import type { SsoOptions } from '../../src/sso/application/sso-deps.ts';
import { EMAIL_KIND } from '../../src/users/application/accounts.ts';
import type { IdentityOptions } from '../../src/users/application/identity-deps.ts';
import { mobileLoginsBucket } from '../../src/users/application/mobile-login-codes.ts';
import { resetCodesBucket } from '../../src/users/application/reset-codes.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import { userDecider } from '../../src/users/domain/user-decider.ts';
import { type KioskServices, openKioskServices } from './kiosk-fixtures.ts';

/** The password every fixture account has. */
export const RIGHT_PASSWORD = 'right-password-1';

export { type Json, json, type KioskPod } from './kiosk-fixtures.ts';

export type AccountFields = {
  readonly email?: string;
  readonly client_id?: string | null;
  readonly first_name?: string;
  readonly pro?: boolean;
  readonly is_active?: boolean;
  /** The stored hash of RIGHT_PASSWORD, when it must be another than today's (an older account's scrypt). */
  readonly password_hash?: string;
};

/** The identity tests' services: pods and users read models, a clock they can move, mail in a temp dir. */
export type IdentityServices = KioskServices & {
  /** Moves the app's clock forward (sessions, rate-limit windows and reset codes all read it). */
  advance(ms: number): void;
  now(): Date;
  readonly mailDir: string;
  /** An account made straight from events (its hash computed once per file); returns its id and email. */
  account(role: number, fields?: AccountFields): Promise<{ id: string; email: string }>;
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
  opts: {
    identity?: IdentityOptions;
    /** This app's reactions (mail goes to `mailDir` unless a mailer is given). */
    reactions?: ReactionsOptions;
    extra?: readonly ReadModel[];
    /** The card payment gateway the app uses (default: the environment's, the local one in tests). */
    payments?: PaymentGateway;
    /** Single sign-on: our public address, and whether http:// providers are accepted. */
    sso?: SsoOptions;
    /** The check of the clients' sign-in sources (tests that count what a source is asked turn it off). */
    sourceWatch?: SourceWatchOptions;
  } = {},
): Promise<IdentityServices> {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const mailDir = mkdtempSync(join(tmpdir(), 'gamepod-mail-'));
  const s = await openKioskServices({
    // labs: /user/remaining_time reads its pod's lab's mode; a read model named twice runs once
    extra: [
      ...new Map(
        [usersProjection, clientDomainsProjection, podStatusProjection, labsProjection, ...(opts.extra ?? [])].map(
          (m) => [m.name, m],
        ),
      ).values(),
    ],
    build: {
      clock,
      payments: opts.payments,
      identity: opts.identity,
      sso: opts.sso,
      sourceWatch: opts.sourceWatch,
      reactions: { mailer: new LocalMailer(mailDir), ...opts.reactions },
    },
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
        password_hash: fields.password_hash ?? (await hash),
      };
      const { seq } = await handleCommand(
        s.deps.store,
        userDecider,
        id,
        { type: 'Register', registration },
        { context },
      );
      // a busy machine may take longer than a reply's bounded wait: a login before the read
      // model has the account would read as 'invalid'
      if (!(await s.deps.checkpoints.waitFor(['users'], seq, 30_000))) {
        throw new Error(`the users read model did not reach ${seq}`);
      }
      return { id, email };
    },
    postFrom: (ip, url, body) => s.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip }),
    async close() {
      // the reset-code and phone-login KV buckets would outlive this file's streams otherwise
      // (s.close drops the limiter's)
      for (const bucket of [
        resetCodesBucket(s.env.names),
        mobileLoginsBucket(s.env.names),
        ssoBucket(s.env.names),
        providerSessionsBucket(s.env.names),
        cachedCredentialsBucket(s.env.names),
      ]) {
        await (await new Kvm(s.env.nc).open(bucket).catch(() => null))?.destroy().catch(() => undefined);
      }
      await s.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** A real staff account of `role` and a console session of it (bound to no pod), so what it writes carries its email. */
export async function staffSession(
  k: IdentityServices,
  role: number,
  clientId: string | null,
): Promise<{ id: string; token: string; email: string }> {
  const account = await k.account(role, { client_id: clientId });
  const session = await issueSession(k.deps, {
    user_id: account.id,
    role,
    client_id: clientId,
    pod_id: null,
    kind: 'web',
    ttlMs: 3_600_000,
  });
  return { id: account.id, token: session.token, email: account.email };
}
