import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LdapServer } from '@gamepod/devkit';
import { Client } from 'ldapts';
import { ldapSource } from '../../src/sign-in-sources/adapters/ldap-source.ts';
import type { SourceAnswer } from '../../src/sign-in-sources/domain/source-answer.ts';
import { bindAsUser, PEOPLE, searchThenBind, startTestDirectory } from './ldap-fixtures.ts';

const { ada, grace, mallory, admin } = PEOPLE;

function assertAccepted(answer: SourceAnswer): asserts answer is Extract<SourceAnswer, { kind: 'accepted' }> {
  assert.equal(answer.kind, 'accepted', JSON.stringify(answer));
}

describe('the LDAP source against a real slapd', () => {
  let ldap: LdapServer;
  before(async () => {
    ldap = await startTestDirectory();
  });
  after(() => ldap.stop());

  for (const [mode, settingsFor] of [
    ['bind_as_user', bindAsUser],
    ['search_then_bind', searchThenBind],
  ] as const) {
    describe(`in ${mode} mode`, () => {
      it('vouches for a person with the right password, with the mapped email, name, groups and birth date', async () => {
        const answer = await ldapSource(settingsFor(ldap)).signIn('ada', ada.password);
        assertAccepted(answer);
        assert.deepEqual(answer.person, {
          external_id: 'ada',
          email: 'ada@library.test',
          name: 'Ada L.',
          groups: [`cn=gamers,${ldap.groupsDn}`],
          birth_date: '2008-03-15',
          staff: false,
        });
      });

      it('says a member of a staff group is staff', async () => {
        const answer = await ldapSource(settingsFor(ldap)).signIn('grace', grace.password);
        assertAccepted(answer);
        assert.equal(answer.person.staff, true);
        assert.equal(answer.person.birth_date, null);
      });

      it('refuses a wrong password as bad credentials', async () => {
        const answer = await ldapSource(settingsFor(ldap)).signIn('ada', 'not-her-password');
        assert.deepEqual(answer, { kind: 'refused', reason: 'bad_credentials', detail: 'wrong username or password' });
      });

      it('refuses someone in no allowed group, and only once their password is right', async () => {
        const source = ldapSource(settingsFor(ldap));
        assert.deepEqual(await source.signIn('mallory', mallory.password), {
          kind: 'refused',
          reason: 'not_allowed',
          detail: 'not a member of a group allowed to sign in',
        });
        // a wrong password learns nothing about the groups
        assert.equal(((await source.signIn('mallory', 'guess')) as { reason: string }).reason, 'bad_credentials');
      });

      it('lets everyone in when no group is required', async () => {
        const answer = await ldapSource(settingsFor(ldap, { allow_groups: [] })).signIn('mallory', mallory.password);
        assertAccepted(answer);
        assert.deepEqual(answer.person.groups, []);
      });

      it('refuses an empty password before asking, though the directory takes it as an anonymous bind', async () => {
        // what the directory does with a name and an empty password: an "unauthenticated bind" that succeeds
        const raw = new Client({ url: ldap.url });
        await raw.bind(`uid=ada,${ldap.peopleDn}`, '');
        await raw.unbind();
        assert.deepEqual(await ldapSource(settingsFor(ldap)).signIn('ada', ''), {
          kind: 'refused',
          reason: 'bad_credentials',
          detail: 'no password given',
        });
      });

      it('signs nobody in with an injected username, and never as another entry', async () => {
        const source = ldapSource(settingsFor(ldap));
        const attempts = [
          ['*', ada.password],
          ['*)(uid=*', ada.password],
          ['admin)(|(uid=*', admin.password],
          ['admin)(|(uid=*', ada.password],
          ['ad*', ada.password],
          ['ada\0', ada.password],
          ['ada\\', ada.password],
          ['admin,ou=people', admin.password],
          ['ada)(objectClass=*', ada.password],
          ['$&', ada.password],
        ] as const;
        for (const [username, password] of attempts) {
          const answer = await source.signIn(username, password);
          assert.equal(answer.kind, 'refused', `${JSON.stringify(username)}: ${JSON.stringify(answer)}`);
          assert.ok(
            answer.kind === 'refused' && ['unknown_person', 'bad_credentials'].includes(answer.reason),
            `${JSON.stringify(username)}: ${JSON.stringify(answer)}`,
          );
        }
        // the same source still signs the real people in
        assertAccepted(await source.signIn('admin', admin.password));
      });
    });
  }

  it('answers an unknown user in search_then_bind as unknown, and in bind_as_user as bad credentials (the directory cannot tell)', async () => {
    assert.deepEqual(await ldapSource(searchThenBind(ldap)).signIn('nobody', 'whatever-pw'), {
      kind: 'refused',
      reason: 'unknown_person',
      detail: 'no such user',
    });
    assert.equal(
      ((await ldapSource(bindAsUser(ldap)).signIn('nobody', 'whatever-pw')) as { reason: string }).reason,
      'bad_credentials',
    );
  });

  it('reads groups by a search when the directory keeps no memberOf', async () => {
    const settings = searchThenBind(ldap, {
      attributes: { external_id: null, email: 'mail', name: 'cn', groups: null, birth_date: null },
      group_search: { base_dn: ldap.groupsDn, filter: '(&(objectClass=groupOfNames)(member={dn}))' },
    });
    const answer = await ldapSource(settings).signIn('grace', grace.password);
    assertAccepted(answer);
    assert.equal(answer.person.external_id, `uid=grace,${ldap.peopleDn}`);
    assert.equal(answer.person.name, 'Grace Hopper');
    assert.deepEqual([...answer.person.groups].sort(), [`cn=gamers,${ldap.groupsDn}`, `cn=staff,${ldap.groupsDn}`]);
    assert.equal(answer.person.staff, true);
  });

  it('matches group rules by DN as well as by name', async () => {
    const settings = bindAsUser(ldap, {
      allow_groups: [`CN=Gamers, ${ldap.groupsDn.toUpperCase()}`],
      staff_groups: [],
    });
    assertAccepted(await ldapSource(settings).signIn('ada', ada.password));
  });

  describe('over TLS', () => {
    it('signs in over LDAPS with the CA given', async () => {
      assertAccepted(await ldapSource(searchThenBind(ldap, { url: ldap.tlsUrl })).signIn('ada', ada.password));
    });

    it('signs in over StartTLS with the CA given', async () => {
      assertAccepted(await ldapSource(bindAsUser(ldap, { start_tls: true })).signIn('grace', grace.password));
    });

    it('refuses to talk to a directory whose certificate no trusted CA signed, over LDAPS and StartTLS', async () => {
      for (const over of [{ url: ldap.tlsUrl }, { start_tls: true }]) {
        const answer = await ldapSource(searchThenBind(ldap, { ...over, ca_certificate: null })).signIn(
          'ada',
          ada.password,
        );
        assert.equal(answer.kind, 'down', JSON.stringify(answer));
        assert.match((answer as { detail: string }).detail, /certificate/i);
      }
    });
  });

  describe('"Test connection"', () => {
    it('binds with the service account and reads the search base', async () => {
      assert.deepEqual(await ldapSource(searchThenBind(ldap, { url: ldap.tlsUrl })).testConnection(), {
        ok: true,
        detail: `connected over LDAPS, bound as ${ldap.service.dn}, and read ${ldap.peopleDn}`,
      });
    });

    it('says when the service password is wrong', async () => {
      const result = await ldapSource(searchThenBind(ldap, { service_password: 'wrong' })).testConnection();
      assert.equal(result.ok, false);
      assert.match(result.detail, /service account's bind was refused/);
    });

    it('reaches the directory in bind_as_user mode, where there is nobody to bind as', async () => {
      const result = await ldapSource(bindAsUser(ldap, { start_tls: true })).testConnection();
      assert.deepEqual(result, {
        ok: true,
        detail: `connected over StartTLS; people bind as uid={username},${ldap.peopleDn}`,
      });
    });
  });

  it('keeps asking after many refusals: a wrong password is the directory working', async () => {
    const source = ldapSource(searchThenBind(ldap));
    for (let i = 0; i < 6; i++) {
      assert.equal((await source.signIn('ada', `wrong-${i}`)).kind, 'refused');
    }
    assertAccepted(await source.signIn('ada', ada.password));
  });
});
