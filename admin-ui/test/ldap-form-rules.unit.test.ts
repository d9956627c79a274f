import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type LdapFormValues, ldapFormErrors } from '../src/features/clients/model/ldap-form-rules.ts';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

const valid: LdapFormValues = {
  url: 'ldaps://dc1.example.org:636',
  start_tls: false,
  mode: 'search_then_bind',
  user_dn_template: '',
  service_dn: 'cn=gamepod,ou=services,dc=example,dc=org',
  service_password: 'secret',
  search_base_dn: 'ou=people,dc=example,dc=org',
  search_filter: '(&(objectClass=person)(uid={username}))',
  attr_external_id: 'uid',
  attr_email: 'mail',
  attr_name: 'displayName',
  attr_groups: 'memberOf',
  attr_birth_date: '',
  group_search_base_dn: '',
  group_search_filter: '',
  allow_groups: 'gamers',
  staff_groups: '',
  ca_certificate: PEM,
  reject_unauthorized: true,
  timeout_ms: '5000',
  retry_after_ms: '30000',
};
const errorsOf = (over: Partial<LdapFormValues>, passwordStored = false) =>
  Object.keys(ldapFormErrors({ ...valid, ...over }, passwordStored)).sort();

describe('the console’s checks of a client’s LDAP settings', () => {
  it('passes complete settings, with an OID as an attribute and AD’s nested group filter', () => {
    assert.deepEqual(errorsOf({}), []);
    assert.deepEqual(
      errorsOf({
        attr_external_id: '1.2.840.113556.1.4.2',
        group_search_base_dn: 'ou=groups,dc=example,dc=org',
        group_search_filter: '(member:1.2.840.113556.1.4.1941:={dn})',
      }),
      [],
    );
  });
  it('names the address: missing, not ldap(s)://, with a base DN in it, or ldaps:// with StartTLS', () => {
    for (const url of ['', 'https://dc1', 'ldap://dc1/dc=example,dc=org'])
      assert.deepEqual(errorsOf({ url, ca_certificate: '' }), ['url'], url);
    assert.deepEqual(errorsOf({ start_tls: true }), ['url']);
  });
  it('asks for {username} in the DN template or the filter, and a filter in parentheses', () => {
    assert.deepEqual(errorsOf({ mode: 'bind_as_user', user_dn_template: 'uid=ada,ou=people' }), ['user_dn_template']);
    assert.deepEqual(errorsOf({ search_filter: '(uid=*)' }), ['search_filter']);
    assert.deepEqual(errorsOf({ search_filter: 'uid={username}' }), ['search_filter']);
  });
  it('keeps a stored service password when the field is empty, and asks for one when none is stored', () => {
    assert.deepEqual(errorsOf({ service_password: '' }, true), []);
    assert.deepEqual(errorsOf({ service_password: '' }, false), ['service_password']);
  });
  it('refuses an attribute name with a space, a group search with half its fields or no {dn}, and groups with nowhere to read them', () => {
    assert.deepEqual(errorsOf({ attr_email: 'e mail' }), ['attr_email']);
    assert.deepEqual(errorsOf({ group_search_filter: '(member={dn})' }), ['group_search_base_dn']);
    assert.deepEqual(errorsOf({ group_search_base_dn: 'ou=groups,dc=x', group_search_filter: '(member=*)' }), [
      'group_search_filter',
    ]);
    assert.deepEqual(errorsOf({ attr_groups: '' }), ['allow_groups']);
  });
  it('wants a PEM certificate, and one only where TLS is used', () => {
    assert.deepEqual(errorsOf({ ca_certificate: 'MIIB' }), ['ca_certificate']);
    assert.deepEqual(errorsOf({ url: 'ldap://dc1:389' }), ['ca_certificate']);
    assert.deepEqual(errorsOf({ url: 'ldap://dc1:389', start_tls: true }), []);
  });
  it('takes timeouts in whole milliseconds within the contract’s bounds', () => {
    assert.deepEqual(errorsOf({ timeout_ms: '90 s' }), ['timeout_ms']);
    assert.deepEqual(errorsOf({ timeout_ms: '499' }), ['timeout_ms']);
    assert.deepEqual(errorsOf({ timeout_ms: '30000', retry_after_ms: '999' }), ['retry_after_ms']);
  });
});
