import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { credentialsByEmail } from '@gamepod/projections';
import { argon2idParams, OWASP_ARGON2ID } from '../../src/auth/argon2id-hash.ts';
import { scryptHash } from '../../src/auth/scrypt-hash.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

const LOGIN = '/api/v1/user/login';

describe('an account whose password is still a scrypt hash', () => {
  let f: IdentityServices;
  let pod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
  });
  after(() => f.close());

  const login = (username: string, password = RIGHT_PASSWORD) =>
    f.post(LOGIN, { session_id_key: pod.session_id_key, username, password });
  const logout = (token: string) => f.post('/api/v1/user/logout', { token, reason_text: 'done' });
  const rehashes = async (userId: string) =>
    (await f.logged('UserPasswordRehashed')).filter((e) => e.aggregate_id === userId);
  /** The hash the users read model holds, once it has applied the whole log. */
  const stored = async (email: string) => {
    assert.equal(await f.deps.checkpoints.waitFor(['users'], await f.lastSeq(), 10_000), true);
    return (await credentialsByEmail(f.deps.db, email))?.password_hash ?? '';
  };

  it('gets an argon2id hash at its next login, recorded as UserPasswordRehashed, and logs in with it after', async () => {
    const legacy = await scryptHash(RIGHT_PASSWORD);
    const player = await f.account(1, { client_id: pod.client.id, password_hash: legacy });

    const first = await login(player.email);
    assert.equal(first.statusCode, 200, first.body);
    const rehashed = (await rehashes(player.id)).map((e) => (e.data as { password_hash: string }).password_hash);
    assert.equal(rehashed.length, 1);
    const argon2id = String(rehashed[0]);
    assert.deepEqual(argon2idParams(argon2id), OWASP_ARGON2ID);
    // the users read model holds the new string, so the next login checks argon2id
    assert.equal(await stored(player.email), argon2id);
    assert.equal((await logout(String(json(first).data.token))).statusCode, 200);

    const second = await login(player.email);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal((await rehashes(player.id)).length, 1, 'an argon2id hash of today’s parameters is kept');
    assert.equal(await stored(player.email), argon2id);
  });

  it('keeps its scrypt hash when the password is wrong, and then appends nothing', async () => {
    const legacy = await scryptHash(RIGHT_PASSWORD);
    const player = await f.account(1, { client_id: pod.client.id, password_hash: legacy });
    const before = await f.lastSeq();
    const res = await login(player.email, 'wrong-password-1');
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(await f.lastSeq(), before);
    assert.equal(await stored(player.email), legacy);
  });

  it('keeps its scrypt hash when the login is refused after the password (a deactivated account)', async () => {
    const legacy = await scryptHash(RIGHT_PASSWORD);
    const player = await f.account(1, { client_id: pod.client.id, password_hash: legacy, is_active: false });
    const res = await login(player.email);
    assert.equal(res.statusCode, 403, res.body);
    assert.equal((await rehashes(player.id)).length, 0);
    assert.equal(await stored(player.email), legacy);
  });
});
