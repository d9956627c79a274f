import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  escapeDnValue,
  groupFilter,
  userBindName,
  userFilter,
} from '../../src/sign-in-sources/adapters/ldap-templates.ts';

describe('what a person typed, in a DN template', () => {
  it('escapes the characters RFC 4514 gives a meaning', () => {
    assert.equal(escapeDnValue('admin,ou=staff'), 'admin\\,ou\\=staff');
    assert.equal(escapeDnValue('a+b"c;d<e>f\\g'), 'a\\+b\\"c\\;d\\<e\\>f\\\\g');
  });

  it('escapes a leading space or #, a trailing space, and control characters in hex', () => {
    assert.equal(escapeDnValue('#x'), '\\#x');
    assert.equal(escapeDnValue(' x '), '\\ x\\ ');
    assert.equal(escapeDnValue('a\0b\nc'), 'a\\00b\\0ac');
    assert.equal(escapeDnValue('x#y z'), 'x#y z');
  });

  it('fills every placeholder and takes $ patterns in the value literally', () => {
    assert.equal(userBindName('uid={username},ou=people,dc=x', 'ada'), 'uid=ada,ou=people,dc=x');
    assert.equal(userBindName('uid={username},ou=people,dc=x', "$&$'"), "uid=$&$',ou=people,dc=x");
    assert.equal(userBindName('{username}@example.org', 'ada'), 'ada@example.org');
    assert.equal(userBindName('EXAMPLE\\{username}', 'ada'), 'EXAMPLE\\ada');
  });
});

describe('what a person typed, in a filter template', () => {
  it('escapes *, parentheses, backslash and NUL as RFC 4515 says', () => {
    const template = '(&(objectClass=person)(uid={username}))';
    assert.equal(userFilter(template, '*)(uid=*'), '(&(objectClass=person)(uid=\\2a\\29\\28uid=\\2a))');
    assert.equal(userFilter(template, 'admin)(|(uid=*'), '(&(objectClass=person)(uid=admin\\29\\28|\\28uid=\\2a))');
    assert.equal(userFilter(template, 'a\\b\0'), '(&(objectClass=person)(uid=a\\5cb\\00))');
    assert.equal(userFilter('(|(uid={username})(mail={username}))', 'x*'), '(|(uid=x\\2a)(mail=x\\2a))');
  });

  it("escapes the person's DN in a group filter", () => {
    assert.equal(
      groupFilter('(member={dn})', 'cn=Smith\\, J (ops),ou=people,dc=x'),
      '(member=cn=Smith\\5c, J \\28ops\\29,ou=people,dc=x)',
    );
  });
});
