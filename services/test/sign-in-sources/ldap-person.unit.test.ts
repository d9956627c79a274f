import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bindRefusal,
  birthDateOf,
  type DirectoryEntry,
  inGroup,
  objectGuidText,
  personFromEntry,
} from '../../src/sign-in-sources/domain/ldap-person.ts';

const entry = (values: Record<string, string[]>): DirectoryEntry => ({
  dn: 'uid=ada,ou=people,dc=library,dc=test',
  values: new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v])),
});
const mapping = { external_id: 'uid', email: 'mail', name: 'displayName', groups: 'memberOf', birth_date: 'birthDate' };
const gamers = 'cn=gamers,ou=groups,dc=library,dc=test';

describe('a directory entry read as a person', () => {
  it('takes the first non-blank value of each mapped attribute, by name in any case', () => {
    const read = personFromEntry(
      entry({ UID: ['ada'], mail: ['', ' ada@library.test '], displayname: ['Ada L.'], birthdate: ['2008-03-15'] }),
      mapping,
      [gamers],
      { allow_groups: [], staff_groups: [] },
    );
    assert.deepEqual(read, {
      person: {
        external_id: 'ada',
        email: 'ada@library.test',
        name: 'Ada L.',
        groups: [gamers],
        birth_date: '2008-03-15',
        staff: false,
      },
    });
  });

  it("uses the entry's DN as its id when no attribute is named, and refuses an entry without the named one", () => {
    const byDn = personFromEntry(entry({}), { ...mapping, external_id: null }, [], {
      allow_groups: [],
      staff_groups: [],
    });
    assert.equal('person' in byDn && byDn.person.external_id, 'uid=ada,ou=people,dc=library,dc=test');
    assert.deepEqual(personFromEntry(entry({}), mapping, [], { allow_groups: [], staff_groups: [] }), {
      refused: 'unknown_person',
      detail: 'the entry has no uid to know it by',
    });
  });

  it('refuses someone in no allowed group and marks staff by their groups', () => {
    assert.deepEqual(
      personFromEntry(entry({ uid: ['ada'] }), mapping, [], { allow_groups: ['gamers'], staff_groups: [] }),
      { refused: 'not_allowed', detail: 'not a member of a group allowed to sign in' },
    );
    const staff = personFromEntry(entry({ uid: ['ada'] }), mapping, [gamers], {
      allow_groups: [gamers],
      staff_groups: ['Gamers'],
    });
    assert.equal('person' in staff && staff.person.staff, true);
  });
});

describe('group rules', () => {
  it('match a DN whatever its case and spacing, and a bare name against the first RDN only', () => {
    assert.equal(inGroup([gamers], 'CN=Gamers, OU=Groups, DC=library, DC=test'), true);
    assert.equal(inGroup([gamers], 'cn=gamers,ou=other,dc=library,dc=test'), false);
    assert.equal(inGroup([gamers], 'GAMERS'), true);
    assert.equal(inGroup([gamers], 'groups'), false);
    assert.equal(inGroup(['cn=a\\,b,ou=g'], 'a\\,b'), true);
  });
});

describe('a date of birth', () => {
  it('reads ISO dates, SCHAC YYYYMMDD and GeneralizedTime, and nothing else', () => {
    assert.equal(birthDateOf('2008-03-15'), '2008-03-15');
    assert.equal(birthDateOf('20080315'), '2008-03-15');
    assert.equal(birthDateOf('20080315000000Z'), '2008-03-15');
    assert.equal(birthDateOf('20080315120000.0+0100'), '2008-03-15');
    assert.equal(birthDateOf('2008-02-30'), null);
    assert.equal(birthDateOf('15/03/2008'), null);
    assert.equal(birthDateOf(null), null);
  });
});

describe("Active Directory's reason for a refused bind", () => {
  it('tells a locked, disabled or expired account from a wrong password', () => {
    const ad = (code: string) =>
      `80090308: LdapErr: DSID-0C09042A, comment: AcceptSecurityContext error, data ${code}, v3839 Code: 0x31`;
    assert.equal(bindRefusal(ad('52e')).reason, 'bad_credentials');
    assert.equal(bindRefusal(ad('525')).reason, 'unknown_person');
    assert.equal(bindRefusal(ad('775')).reason, 'blocked');
    assert.equal(bindRefusal(ad('533')).reason, 'blocked');
    assert.equal(bindRefusal(ad('532')).reason, 'expired');
    assert.equal(bindRefusal(ad('701')).reason, 'expired');
    assert.equal(bindRefusal(ad('773')).reason, 'expired');
    assert.equal(bindRefusal(ad('530')).reason, 'not_allowed');
    assert.equal(bindRefusal('Invalid Credentials Code: 0x31').reason, 'bad_credentials');
  });
});

describe("Active Directory's objectGUID", () => {
  it('reads as the GUID AD shows, its first three parts byte-swapped', () => {
    const bytes = Uint8Array.from([4, 3, 2, 1, 6, 5, 8, 7, 9, 10, 11, 12, 13, 14, 15, 16]);
    assert.equal(objectGuidText(bytes), '01020304-0506-0708-090a-0b0c0d0e0f10');
  });
});
