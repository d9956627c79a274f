import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Compile } from 'typebox/compile';
import { LdapSettings } from '../src/http/admin/sign-in-source-ldap.ts';

const settings = Compile(LdapSettings);

const common = {
  url: 'ldaps://dc1.corp.example.org:636',
  start_tls: false,
  ca_certificate: null,
  reject_unauthorized: true,
  attributes: { external_id: 'objectGUID', email: 'mail', name: 'displayName', groups: 'memberOf', birth_date: null },
  group_search: { base_dn: 'OU=Groups,DC=corp,DC=example,DC=org', filter: '(member:1.2.840.113556.1.4.1941:={dn})' },
  allow_groups: ['Gaming Lab Users'],
  staff_groups: [],
  timeout_ms: 5_000,
  retry_after_ms: 30_000,
};
const searchThenBind = {
  ...common,
  mode: 'search_then_bind',
  service_dn: 'CN=svc-gamepod,OU=Service Accounts,DC=corp,DC=example,DC=org',
  service_password: 'secret',
  search_base_dn: 'DC=corp,DC=example,DC=org',
  search_filter: '(&(objectCategory=person)(sAMAccountName={username}))',
};
const bindAsUser = { ...common, mode: 'bind_as_user', user_dn_template: '{username}@corp.example.org' };

describe("a client's LDAP settings", () => {
  it('take both modes as the docs show them', () => {
    assert.equal(settings.Check(searchThenBind), true);
    assert.equal(settings.Check(bindAsUser), true);
    assert.equal(settings.Check({ ...bindAsUser, user_dn_template: 'CORP\\{username}' }), true);
    assert.equal(settings.Check({ ...bindAsUser, url: 'ldap://[::1]:389', start_tls: true }), true);
  });

  it('refuse a template without {username}, a group search without {dn}, and what is not an ldap URL', () => {
    assert.equal(settings.Check({ ...bindAsUser, user_dn_template: 'uid=admin,ou=people,dc=x' }), false);
    assert.equal(settings.Check({ ...searchThenBind, search_filter: '(uid=admin)' }), false);
    assert.equal(settings.Check({ ...common, mode: 'bind_as_user', user_dn_template: undefined }), false);
    assert.equal(
      settings.Check({ ...searchThenBind, group_search: { base_dn: 'ou=g,dc=x', filter: '(member=x)' } }),
      false,
    );
    for (const url of ['https://dc1.example.org', 'ldap://dc1.example.org/dc=x?uid', 'ldaps://', 'ldap://a b']) {
      assert.equal(settings.Check({ ...searchThenBind, url }), false, url);
    }
  });

  it('keep the timeout between half a second and thirty seconds', () => {
    assert.equal(settings.Check({ ...searchThenBind, timeout_ms: 100 }), false);
    assert.equal(settings.Check({ ...searchThenBind, timeout_ms: 60_000 }), false);
  });

  it('refuse an attribute name that is not one', () => {
    const attributes = { ...common.attributes, email: 'mail)(uid=*' };
    assert.equal(settings.Check({ ...searchThenBind, attributes }), false);
  });
});
