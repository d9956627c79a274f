import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PasswordHash } from '@gamepod/events';
import { Compile } from 'typebox/compile';
import { argon2idHash, argon2idParams, OWASP_ARGON2ID } from '../../src/auth/argon2id-hash.ts';
import {
  hashPassword,
  NOBODY_HASH,
  needsRehash,
  passwordLength,
  verifyAgainstNothing,
  verifyPassword,
} from '../../src/auth/passwords.ts';
import { OWASP_SCRYPT, scryptHash } from '../../src/auth/scrypt-hash.ts';

const CHEAP_SCRYPT = { N: 1024, r: 8, p: 1 };
const logAccepts = Compile(PasswordHash);

describe('password hashing', () => {
  it('hashes with argon2id at an OWASP entry, salt and parameters in the string, which the log accepts', async () => {
    const stored = await hashPassword('correct horse battery');
    assert.match(stored, /^\$argon2id\$v=19\$m=7168,t=5,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    assert.deepEqual(OWASP_ARGON2ID, { m: 7168, t: 5, p: 1 });
    assert.ok(logAccepts.Check(stored));
    assert.ok(!stored.includes('correct horse'));
    assert.equal(await verifyPassword('correct horse battery', stored), true);
    assert.equal(await verifyPassword('correct horse batterY', stored), false);
    assert.equal(needsRehash(stored), false);
  });

  it('still verifies the scrypt strings of older accounts, which the log accepts, and marks them for a new hash', async () => {
    const stored = await scryptHash('correct horse battery', CHEAP_SCRYPT);
    assert.ok(logAccepts.Check(stored));
    assert.equal(await verifyPassword('correct horse battery', stored), true);
    assert.equal(await verifyPassword('correct horse batterY', stored), false);
    assert.equal(needsRehash(stored), true);
    assert.deepEqual(OWASP_SCRYPT, { N: 2 ** 17, r: 8, p: 1 });
  });

  it('marks an argon2id hash made with other parameters for a new hash, and verifies it from its own string', async () => {
    const older = await argon2idHash('same', { m: 19456, t: 2, p: 1 });
    assert.deepEqual(argon2idParams(older), { m: 19456, t: 2, p: 1 });
    assert.equal(await verifyPassword('same', older), true);
    assert.equal(needsRehash(older), true);
  });

  it('hashes the NFC form, so a password typed composed or decomposed is the same password', async () => {
    for (const stored of [
      await hashPassword('caf\u00e9-au-lait'),
      await scryptHash('caf\u00e9-au-lait', CHEAP_SCRYPT),
    ]) {
      assert.equal(await verifyPassword('cafe\u0301-au-lait', stored), true, stored);
      assert.equal(await verifyPassword('cafe-au-lait', stored), false, stored);
    }
    assert.equal(passwordLength('cafe\u0301'), 4);
    assert.equal(passwordLength('😀😀'), 2);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword('same', a), true);
    assert.equal(await verifyPassword('same', b), true);
  });

  it('never matches a malformed or hostile stored string', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$3$8$1$c2FsdA$aGFzaA',
      'scrypt$2097152$8$1$c2FsdA$aGFzaA',
      'md5$x',
      'scrypt$1024$8$1$$',
      '$argon2id$v=19$m=4194304,t=1,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
      '$argon2id$v=19$m=7168,t=500,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
      '$argon2id$v=19$m=7168,t=5,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
      '$argon2i$v=19$m=7168,t=5,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    ]) {
      assert.equal(await verifyPassword('x', stored), false, stored);
    }
  });

  it('checks an unknown account against an argon2id hash of today’s parameters, and says no', async () => {
    assert.deepEqual(argon2idParams(NOBODY_HASH), OWASP_ARGON2ID);
    assert.equal(needsRehash(NOBODY_HASH), false);
    assert.equal(await verifyAgainstNothing('anything'), false);
  });
});
