import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startInfra } from '@gamepod/devkit';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  AuthorizationError,
  credsAuthenticator,
  jwtAuthenticator,
  UserAuthenticationExpiredError,
} from '@nats-io/nats-core';
import { createAccount, createUser } from '@nats-io/nkeys';
import { connect } from '@nats-io/transport-node';
import {
  appPermissions,
  createAuthMaterial,
  credsText,
  loadAuthMaterial,
  localNatsAuth,
  mintUser,
  mintUserCreds,
  reissueAppAccount,
  saveAuthMaterial,
  serverConfig,
  userJwt,
} from '../../src/nats-auth/index.ts';
import { connectNats } from '../../src/nats-connection.ts';
import { authServerFixture } from './auth-server.ts';

const te = new TextEncoder();

/** A refused login: nats.js reports the server's "Authorization Violation" as AuthorizationError. */
function isAuthRefusal(err: unknown): boolean {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof AuthorizationError || /authorization violation/i.test(String(cause));
}

describe('the operator-mode server', () => {
  const f = authServerFixture();

  it('accepts a user minted after it started, without a reload', async () => {
    const creds = mintUserCreds(f.material, { name: 'late', permissions: appPermissions() });
    const nc = await f.connectWith(creds);
    const jsm = await jetstreamManager(nc);
    const info = await jsm.getAccountInfo();
    assert.ok(info.limits.max_storage === -1, 'the app account has unlimited JetStream storage');
    await nc.close();
  });

  it('accepts a user minted from the signer alone, as services hold it', async () => {
    const signer = { accountPublicKey: f.material.app.publicKey, signingKeySeed: f.material.appSigningKey.seed };
    const nc = await f.connectWith(mintUserCreds(signer, { name: 'svc', permissions: appPermissions() }));
    await nc.flush();
    await nc.close();
  });

  it('refuses a user signed by a key the app account does not list', async () => {
    const stranger = createAccount();
    const user = createUser();
    const jwt = userJwt(stranger, user.getPublicKey(), {
      name: 'forged',
      permissions: appPermissions(),
      issuerAccount: f.material.app.publicKey,
    });
    await assert.rejects(f.connectWith(credsText(jwt, user.getSeed())), isAuthRefusal);
  });

  it('refuses a user of an account the server does not know', async () => {
    const stranger = createAccount();
    const user = createUser();
    const jwt = userJwt(stranger, user.getPublicKey(), { name: 'orphan', permissions: appPermissions() });
    await assert.rejects(f.connectWith(credsText(jwt, user.getSeed())), isAuthRefusal);
  });

  it('refuses a user whose JWT has expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const creds = mintUserCreds(f.material, {
      name: 'old',
      permissions: appPermissions(),
      now: now - 3600,
      expiresInSec: 60,
    });
    await assert.rejects(f.connectWith(creds), isAuthRefusal);
  });

  it('refuses a valid user JWT presented without its seed: it is not a bearer token', async () => {
    const user = mintUser(f.material, { name: 'leaked', permissions: appPermissions() });
    const wrongSeed = createUser().getSeed();
    await assert.rejects(
      connect({ servers: f.nats.url, reconnect: false, authenticator: jwtAuthenticator(user.jwt, wrongSeed) }),
      isAuthRefusal,
    );
  });

  it('refuses a connection without credentials', async () => {
    await assert.rejects(connect({ servers: f.nats.url, reconnect: false }), isAuthRefusal);
  });

  it('disconnects a user when its JWT expires during the connection', { timeout: 10_000 }, async () => {
    const creds = mintUserCreds(f.material, { name: 'brief', permissions: appPermissions(), expiresInSec: 2 });
    const nc = await f.connectWith(creds);
    const closed = await nc.closed();
    assert.ok(closed instanceof UserAuthenticationExpiredError, `got ${String(closed)}`);
  });
});

describe('when the app account is re-issued with a revocation and the server reloads', () => {
  const f = authServerFixture();

  it('closes the revoked user, refuses it from then on, and keeps accepting others', { timeout: 15_000 }, async () => {
    const victim = mintUser(f.material, { name: 'stolen-pod', permissions: appPermissions() });
    const held = await f.connectWith(victim.creds);
    const revokedAt = Math.floor(Date.now() / 1000);
    const revised = reissueAppAccount(f.material, { revocations: { [victim.publicKey]: revokedAt } });
    await f.nats.reload(serverConfig(revised));
    const closed = await held.closed();
    assert.match(String(closed), /revoked/i);
    await assert.rejects(f.connectWith(victim.creds), isAuthRefusal);
    const other = await f.connectWith(mintUserCreds(revised, { name: 'honest-pod', permissions: appPermissions() }));
    await other.flush();
  });
});

describe('auth material on disk', () => {
  it('is saved readable by its owner only and loads back the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamepod-auth-'));
    try {
      const file = join(dir, 'nats-auth.json');
      const material = createAuthMaterial();
      saveAuthMaterial(file, material);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.deepEqual(loadAuthMaterial(file), material);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('startInfra with natsAuth', () => {
  it('runs nats-server in operator mode and writes 0600 app creds that connect', { timeout: 60_000 }, async (t) => {
    const material = createAuthMaterial();
    const infra = await startInfra({ natsAuth: localNatsAuth(material), env: {} });
    t.after(() => infra.stop());
    const credsFile = infra.natsCredsFile;
    assert.ok(credsFile);
    assert.equal(statSync(credsFile).mode & 0o777, 0o600);
    const nc = await connectNats({ url: infra.natsUrl, name: 'infra-test', credsFile, maxReconnectAttempts: 0 });
    const jsm = await jetstreamManager(nc);
    assert.ok((await jsm.getAccountInfo()).limits.max_storage === -1);
    await nc.close();
    await assert.rejects(connect({ servers: infra.natsUrl, reconnect: false }), isAuthRefusal);
    // a pod minted from the same material is accepted by the running server
    const pod = mintUserCreds(material, { name: 'pod', permissions: appPermissions() });
    const podNc = await connect({
      servers: infra.natsUrl,
      reconnect: false,
      authenticator: credsAuthenticator(te.encode(pod)),
    });
    await podNc.close();
  });
});
