import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect } from 'react';
import { Button } from '#components/button.tsx';
import {
  FormActions,
  FormGrid,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import type { LdapFormKey } from '../model/ldap-form-rules.ts';
import {
  editSource,
  ldapErrors,
  loadSignInSource,
  type SourceFormValues,
  saveSignInSource,
  secretsSet,
  sourceForm,
  sourceSaved,
  sourceSaving,
  sourceTest,
  testSignInSource,
} from '../model/sign-in-source-model.ts';

const SOURCES = [
  { id: 'password', value: 'Email and password (gamepod accounts)' },
  { id: 'sso', value: 'Single sign-on (the SSO settings)' },
  { id: 'ldap', value: 'LDAP directory (username and password)' },
  { id: 'sip2', value: 'Library system over SIP2 (card number and PIN)' },
] as const;

const POLICIES = [
  { id: 'refuse', value: 'Refuse sign-ins until it is back' },
  { id: 'accept_cached', value: 'Accept people who signed in recently' },
] as const;

type Sip2Key = keyof SourceFormValues['sip2'];
type LdapKey = keyof SourceFormValues['ldap'];
const setSip2 = <K extends Sip2Key>(key: K, value: SourceFormValues['sip2'][K]) =>
  editSource((v) => ({ ...v, sip2: { ...v.sip2, [key]: value } }));
const setLdap = <K extends LdapKey>(key: K, value: SourceFormValues['ldap'][K]) =>
  editSource((v) => ({ ...v, ldap: { ...v.ldap, [key]: value } }));

function Sip2Fields({ v, disabled }: { v: SourceFormValues['sip2']; disabled: boolean }) {
  const text = (key: Exclude<Sip2Key, 'tls' | 'pin_required'>, label: string, hint?: string) => (
    <TextField label={label} hint={hint} value={v[key]} disabled={disabled} onChange={(t) => setSip2(key, t)} />
  );
  return (
    <FormGrid>
      {text('host', 'ILS host', 'The SIP2 server, often on the library network')}
      {text('port', 'Port')}
      {text('institution_id', 'Institution ID (AO)')}
      {text('location_code', 'Location code (CP)')}
      {text('login_user', 'SIP login user (CN)')}
      <PasswordField
        label="SIP login password (CO)"
        hint={secretsSet.value.sip2 ? 'A password is stored (never shown). Type a new one to replace it.' : undefined}
        value={v.login_password}
        disabled={disabled}
        onChange={(t) => setSip2('login_password', t)}
      />
      {text('terminal_password', 'Terminal password (AC)')}
      {text('max_fines', 'Fines limit', 'Above this amount a card is refused')}
      {text('timeout_ms', 'Timeout (ms)')}
      <Switch label="TLS" checked={v.tls} disabled={disabled} onChange={(on) => setSip2('tls', on)} />
      <Switch
        label="PIN required"
        checked={v.pin_required}
        disabled={disabled}
        onChange={(on) => setSip2('pin_required', on)}
      />
    </FormGrid>
  );
}

function LdapFields({ v, disabled }: { v: SourceFormValues['ldap']; disabled: boolean }) {
  const errors = ldapErrors.value;
  const text = (key: LdapFormKey, label: string, hint?: string, wide = true) => (
    <TextField
      label={label}
      hint={hint}
      wide={wide}
      value={v[key]}
      error={errors[key]}
      disabled={disabled}
      onChange={(t) => setLdap(key, t)}
    />
  );
  const area = (key: LdapFormKey, label: string, hint: string, rows = 2) => (
    <TextAreaField
      label={label}
      hint={hint}
      rows={rows}
      value={v[key]}
      error={errors[key]}
      disabled={disabled}
      onChange={(t) => setLdap(key, t)}
    />
  );
  return (
    <>
      <FormGrid>
        {text('url', 'Directory URL', 'ldaps://dc1.example.org:636, or ldap://…:389 with StartTLS')}
        <SelectField
          label="How a person is found"
          value={v.mode}
          options={[
            { id: 'bind_as_user', value: 'Bind as the person (a DN template)' },
            { id: 'search_then_bind', value: 'Search with a service account, then bind' },
          ]}
          disabled={disabled}
          onChange={(m) => setLdap('mode', m as SourceFormValues['ldap']['mode'])}
        />
        <Switch
          label="StartTLS"
          checked={v.start_tls}
          disabled={disabled}
          onChange={(on) => setLdap('start_tls', on)}
        />
        {v.mode === 'bind_as_user' ? (
          text(
            'user_dn_template',
            'User DN template',
            'e.g. uid={username},ou=people,dc=library,dc=org, or for AD {username}@example.org',
          )
        ) : (
          <>
            {text('service_dn', 'Service account DN')}
            <PasswordField
              label="Service account password"
              hint={
                secretsSet.value.ldap ? 'A password is stored (never shown). Type a new one to replace it.' : undefined
              }
              value={v.service_password}
              error={errors.service_password}
              disabled={disabled}
              onChange={(t) => setLdap('service_password', t)}
            />
            {text('search_base_dn', 'Search base DN', 'e.g. ou=people,dc=example,dc=org')}
            {text(
              'search_filter',
              'Search filter',
              'e.g. (&(objectClass=person)(uid={username})), AD (&(objectCategory=person)(sAMAccountName={username}))',
            )}
          </>
        )}
      </FormGrid>
      <fieldset>
        <legend className="sso-section__title">Attribute mapping</legend>
        <FormGrid>
          {text('attr_external_id', 'Person’s id', 'uid, or AD objectGUID; empty: the entry’s DN', false)}
          {text('attr_email', 'Email', 'mail', false)}
          {text('attr_name', 'Name', 'displayName or cn', false)}
          {text('attr_groups', 'Groups', 'memberOf; empty: groups from the group search only', false)}
          {text('attr_birth_date', 'Birth date', 'e.g. schacDateOfBirth; empty: none', false)}
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend className="sso-section__title">Groups</legend>
        <FormGrid>
          {text(
            'group_search_base_dn',
            'Group search base DN',
            'Empty: no group search, e.g. ou=groups,dc=example,dc=org',
          )}
          {text(
            'group_search_filter',
            'Group search filter',
            '{dn} is the person’s DN, e.g. (&(objectClass=groupOfNames)(member={dn})); AD nested: (member:1.2.840.113556.1.4.1941:={dn})',
          )}
          {area('allow_groups', 'Groups that may sign in', 'One per line, by DN or name; empty: everyone')}
          {area('staff_groups', 'Staff groups', 'One per line: their members join as facilitators')}
        </FormGrid>
      </fieldset>
      <fieldset>
        <legend className="sso-section__title">Security and timeouts</legend>
        <FormGrid>
          {area(
            'ca_certificate',
            'CA certificate',
            'PEM of the authority that signed the directory’s certificate, when the system does not trust it',
            4,
          )}
          <Switch
            label="Refuse a certificate that does not verify"
            checked={v.reject_unauthorized}
            disabled={disabled}
            onChange={(on) => setLdap('reject_unauthorized', on)}
          />
          {text('timeout_ms', 'Timeout (ms)', 'One sign-in in all: connect, TLS, binds, searches', false)}
          {text('retry_after_ms', 'Wait after failures (ms)', 'Down at once for this long, then tried again', false)}
        </FormGrid>
      </fieldset>
    </>
  );
}

function TestResult() {
  const t = sourceTest.value;
  if (t.state !== 'done') return null;
  return (
    <p className={`source-test source-test--${t.ok ? 'ok' : 'failed'}`} role="status">
      <strong>{t.ok ? 'Connected' : 'Failed'}:</strong> {t.detail}
    </p>
  );
}

/** Sign-in source: who vouches for the client's people, each kind's settings, Test connection, and the outage policy. */
export function SignInSourceForm({ clientId }: { clientId: string }) {
  useSignals();
  useEffect(() => {
    void loadSignInSource(clientId).catch(() => undefined);
  }, [clientId]);
  const v = sourceForm.value;
  if (!v) return <p className="sso-section__lead">Loading…</p>;
  const saving = sourceSaving.value;
  const external = v.source === 'ldap' || v.source === 'sip2';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void saveSignInSource();
  };
  return (
    <form className="sso-form" onSubmit={onSubmit} noValidate aria-label="Sign-in source">
      <FormGrid>
        <SelectField
          label="Players sign in with"
          wide
          value={v.source}
          options={SOURCES}
          disabled={saving}
          onChange={(s) => editSource((f) => ({ ...f, source: s as SourceFormValues['source'] }))}
        />
      </FormGrid>
      {v.source === 'sip2' ? <Sip2Fields v={v.sip2} disabled={saving} /> : null}
      {v.source === 'ldap' ? <LdapFields v={v.ldap} disabled={saving} /> : null}
      {external ? (
        <>
          <div className="sso-import__actions">
            <Button type="button" busy={sourceTest.value.state === 'testing'} onClick={() => void testSignInSource()}>
              Test connection
            </Button>
            <TestResult />
          </div>
          <FormGrid>
            <SelectField
              label="While it is down"
              value={v.outage_policy}
              options={POLICIES}
              disabled={saving}
              onChange={(p) => editSource((f) => ({ ...f, outage_policy: p as SourceFormValues['outage_policy'] }))}
            />
            {v.outage_policy === 'accept_cached' ? (
              <TextField
                label="Signed in within (days)"
                value={v.cached_days}
                disabled={saving}
                onChange={(d) => editSource((f) => ({ ...f, cached_days: d }))}
              />
            ) : null}
          </FormGrid>
        </>
      ) : null}
      <FormActions>
        <span className="sso-form__status" role="status">
          {sourceSaved.value === 'saved'
            ? 'All changes saved'
            : sourceSaved.value === 'edited'
              ? 'Unsaved changes'
              : ''}
        </span>
        <Button type="submit" variant="primary" busy={saving}>
          Save
        </Button>
      </FormActions>
    </form>
  );
}
