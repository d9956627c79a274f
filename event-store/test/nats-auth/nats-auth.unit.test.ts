import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { isolatedNames, PRODUCTION_NAMES } from '@gamepod/events';
import { credsAuthenticator } from '@nats-io/nats-core';
import { createAccount, createOperator, fromPublic } from '@nats-io/nkeys';
import {
  accountJwt,
  appPermissions,
  createAuthMaterial,
  decodeNatsJwt,
  encodeNatsJwt,
  mintUser,
  operatorJwt,
  podPermissions,
  serverConfig,
  UNLIMITED_JETSTREAM,
  verifyNatsJwt,
} from '../../src/nats-auth/index.ts';

const te = new TextEncoder();

describe('a NATS JWT', () => {
  it('decodes to the claims it was encoded from, with the issuer, issue time and id filled in', () => {
    const operator = createOperator();
    const account = createAccount();
    const token = encodeNatsJwt(
      { sub: account.getPublicKey(), name: 'APP', iat: 1_700_000_000, nats: { type: 'account', version: 2 } },
      operator,
    );
    const { header, claims } = decodeNatsJwt(token);
    assert.deepEqual(header, { typ: 'JWT', alg: 'ed25519-nkey' });
    assert.equal(claims.iss, operator.getPublicKey());
    assert.equal(claims.sub, account.getPublicKey());
    assert.equal(claims.name, 'APP');
    assert.equal(claims.iat, 1_700_000_000);
    assert.deepEqual(claims.nats, { type: 'account', version: 2 });
    assert.equal('exp' in claims, false, 'empty claims are left out, as nats-io/jwt does');
  });

  it('uses unpadded base64url for all three parts', () => {
    const token = operatorJwt(createOperator(), { name: 'op' });
    assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('carries as jti the base32 SHA-512/256 of its registered claims, as nats-io/jwt computes it', () => {
    const token = operatorJwt(createOperator(), { name: 'op' });
    const { claims } = decodeNatsJwt(token);
    const json = JSON.stringify({ iat: claims.iat, iss: claims.iss, name: claims.name, sub: claims.sub });
    const digest = createHash('sha512-256').update(json).digest();
    assert.equal(claims.jti.length, 52);
    assert.match(claims.jti, /^[A-Z2-7]+$/);
    // first 5 bytes = 8 base32 characters, checked by hand rather than with our own encoder
    const first40 = digest.readUIntBE(0, 5);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
    const expected = Array.from({ length: 8 }, (_, i) => alphabet[(first40 / 2 ** (35 - 5 * i)) & 31]).join('');
    assert.equal(claims.jti.slice(0, 8), expected);
  });

  it('has a signature that verifies with the issuer nkey over header.payload', () => {
    const operator = createOperator();
    const token = operatorJwt(operator, { name: 'op' });
    const { signingInput, signature } = decodeNatsJwt(token);
    assert.ok(fromPublic(operator.getPublicKey()).verify(te.encode(signingInput), signature));
    assert.ok(verifyNatsJwt(token));
  });

  it('fails verification once its payload is altered', () => {
    const token = operatorJwt(createOperator(), { name: 'op' });
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeNatsJwt(token).claims, name: 'evil' })).toString('base64url');
    assert.equal(verifyNatsJwt(`${h}.${forged}.${s}`), false);
  });
});

describe('the trust chain', () => {
  it('has a self-signed operator naming the system account', () => {
    const m = createAuthMaterial();
    const { claims } = decodeNatsJwt(m.operator.jwt);
    assert.equal(claims.iss, claims.sub);
    assert.equal(claims.sub, m.operator.publicKey);
    assert.deepEqual(claims.nats, { type: 'operator', version: 2, system_account: m.system.publicKey });
  });

  it('has an app account signed by the operator, with JetStream and its signing key', () => {
    const m = createAuthMaterial();
    const { claims } = decodeNatsJwt(m.app.jwt);
    assert.equal(claims.iss, m.operator.publicKey);
    assert.ok(verifyNatsJwt(m.app.jwt));
    const nats = claims.nats as unknown as { limits: Record<string, unknown>; signing_keys: string[] };
    assert.deepEqual(nats.signing_keys, [m.appSigningKey.publicKey]);
    assert.equal(nats.limits.mem_storage, -1);
    assert.equal(nats.limits.disk_storage, -1);
    assert.equal(nats.limits.streams, -1);
    assert.equal(nats.limits.consumer, -1);
  });

  it('has a system account without JetStream', () => {
    const m = createAuthMaterial();
    const nats = decodeNatsJwt(m.system.jwt).claims.nats as unknown as { limits: Record<string, unknown> };
    assert.equal(nats.limits.mem_storage, undefined);
    assert.equal(nats.limits.disk_storage, undefined);
  });

  it('mints users signed by the app signing key, naming the app account as issuer_account', () => {
    const m = createAuthMaterial();
    const user = mintUser(m, { name: 'bridge-1', permissions: appPermissions(), expiresInSec: 60, now: 1000 });
    const { claims } = decodeNatsJwt(user.jwt);
    assert.equal(claims.iss, m.appSigningKey.publicKey);
    assert.equal(claims.sub, user.publicKey);
    assert.equal(claims.exp, 1060);
    const nats = claims.nats as unknown as Record<string, unknown>;
    assert.equal(nats.type, 'user');
    assert.equal(nats.issuer_account, m.app.publicKey);
    assert.equal(nats.bearer_token, undefined, 'not a bearer token: the client must sign the nonce');
    assert.deepEqual(nats.pub, { allow: ['>'] });
  });

  it('signs an account with any key it is given, so a test can forge one the server must refuse', () => {
    const stranger = createOperator();
    const token = accountJwt(stranger, createAccount().getPublicKey(), { name: 'X', jetstream: UNLIMITED_JETSTREAM });
    assert.equal(decodeNatsJwt(token).claims.iss, stranger.getPublicKey());
  });
});

describe('a creds file', () => {
  it('is read by credsAuthenticator, which signs the nonce with the user seed', () => {
    const m = createAuthMaterial();
    const user = mintUser(m, { name: 'u', permissions: appPermissions() });
    assert.match(user.creds, /^-----BEGIN NATS USER JWT-----\n/);
    const auth = credsAuthenticator(te.encode(user.creds))('a-nonce') as { jwt: string; nkey: string; sig: string };
    assert.equal(auth.jwt, user.jwt);
    assert.equal(auth.nkey, user.publicKey);
    assert.ok(fromPublic(user.publicKey).verify(te.encode('a-nonce'), Buffer.from(auth.sig, 'base64url')));
  });

  it('cannot be minted with a signing seed that is not a seed', () => {
    const m = createAuthMaterial();
    const signer = { accountPublicKey: m.app.publicKey, signingKeySeed: 'nonsense' };
    assert.throws(() => mintUser(signer, { name: 'x', permissions: appPermissions() }));
  });
});

describe('podPermissions', () => {
  it('lists exactly its own pod subjects, its consumer API and its inbox', () => {
    assert.deepEqual(podPermissions(PRODUCTION_NAMES, 'p-1'), {
      pub: {
        allow: [
          'gp.evt.station.p-1',
          'gp.tel.*.p-1',
          '$KV.gp_pod_screens.p-1',
          '$JS.API.CONSUMER.INFO.GP_EVENTS.bridge_p-1',
          '$JS.API.CONSUMER.MSG.NEXT.GP_EVENTS.bridge_p-1',
          '$JS.ACK.GP_EVENTS.bridge_p-1.>',
        ],
      },
      sub: { allow: ['_INBOX_p-1.>'] },
    });
  });

  it('follows isolated names', () => {
    const names = isolatedNames('abc');
    const perms = podPermissions(names, 'x');
    assert.ok(perms.pub.allow?.includes('tabc.evt.station.x'));
    assert.ok(!perms.pub.allow?.includes('tabc.evt.pod.x'));
    assert.ok(perms.pub.allow?.includes('$JS.API.CONSUMER.MSG.NEXT.Tabc_EVENTS.bridge_x'));
    assert.ok(perms.pub.allow?.includes('$KV.tabc_pod_screens.x'));
  });

  it('refuses a pod id that would smuggle a wildcard into a permission', () => {
    for (const bad of ['*', '>', 'a.b', 'a b', ''])
      assert.throws(() => podPermissions(PRODUCTION_NAMES, bad), /pod id/);
  });
});

describe('serverConfig', () => {
  it('preloads the system and app accounts into a memory resolver', () => {
    const m = createAuthMaterial();
    const conf = serverConfig(m);
    assert.match(conf, /^resolver: MEMORY$/m);
    assert.ok(conf.includes(`operator: "${m.operator.jwt}"`));
    assert.ok(conf.includes(`system_account: "${m.system.publicKey}"`));
    assert.ok(conf.includes(`  ${m.app.publicKey}: "${m.app.jwt}"`));
    assert.ok(conf.includes(`  ${m.system.publicKey}: "${m.system.jwt}"`));
    assert.equal(conf.includes(m.appSigningKey.seed), false, 'the config holds no secret');
    assert.equal(conf.includes(m.operator.seed), false);
  });
});
