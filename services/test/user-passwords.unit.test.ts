import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PasswordHash } from '@gamepod/events';
import { Compile } from 'typebox/compile';
import {
  hashPassword,
  OWASP_SCRYPT,
  passwordLength,
  verifyAgainstNothing,
  verifyPassword,
} from '../src/auth/passwords.ts';

describe('password hashing', () => {
  it('hashes with OWASP scrypt parameters, salt and parameters in the string, which the log accepts', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    assert.deepEqual(
      [scheme, Number(N), Number(r), Number(p)],
      ['scrypt', OWASP_SCRYPT.N, OWASP_SCRYPT.r, OWASP_SCRYPT.p],
    );
    assert.equal(Buffer.from(salt ?? '', 'base64url').length, 16);
    assert.equal(Buffer.from(hash ?? '', 'base64url').length, 32);
    assert.equal(OWASP_SCRYPT.N, 2 ** 17);
    assert.ok(Compile(PasswordHash).Check(stored));
    assert.ok(!stored.includes('correct horse'));
    assert.equal(await verifyPassword('correct horse battery', stored), true);
    assert.equal(await verifyPassword('correct horse batterY', stored), false);
  });

  it('hashes the NFC form, so a password typed composed or decomposed is the same password', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const stored = await hashPassword('caf\u00e9-au-lait', cheap);
    assert.equal(await verifyPassword('cafe\u0301-au-lait', stored), true);
    assert.equal(await verifyPassword('cafe-au-lait', stored), false);
    assert.equal(passwordLength('cafe\u0301'), 4);
    assert.equal(passwordLength('😀😀'), 2);
  });

  it('salts every hash, and verifies a hash made with other parameters from its own string', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const [a, b] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)]);
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
    ]) {
      assert.equal(await verifyPassword('x', stored), false, stored);
    }
  });

  it('spends real scrypt work on an unknown account and says no', async () => {
    const t0 = process.hrtime.bigint();
    assert.equal(await verifyAgainstNothing('anything'), false);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    assert.ok(ms > 20, `a dummy verify took ${ms} ms: it must cost what a real one does`);
  });
});
