import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { showToast } from '#app-state/toasts/model/toast-model.ts';
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
import {
  clientDetails,
  importSsoMetadata,
  saveSso,
  setSso,
  ssoForm,
  ssoImport,
  ssoStatus,
} from '../model/client-details-model.ts';
import { defaultAttribute, PRESETS, requiredSsoFields, SAML_FIELDS, type SsoProtocol } from '../model/sso-form.ts';
import './sso-settings.css';

const PROTOCOLS: ReadonlyArray<{ id: SsoProtocol; label: string; note: string }> = [
  { id: 'saml', label: 'SAML 2.0', note: 'Entra ID, Shibboleth, Okta, Google Workspace' },
  { id: 'oidc', label: 'OpenID Connect', note: 'Any provider with a discovery document' },
];

/** The protocol choice: two large radio cards. */
function ProtocolChoice() {
  const v = ssoForm.values.value;
  return (
    <fieldset className="sso-protocol" disabled={ssoForm.saving.value}>
      <legend className="sso-section__title">Protocol</legend>
      <div className="sso-protocol__options">
        {PROTOCOLS.map((p) => (
          <label key={p.id} className={`sso-protocol__option${v.protocol === p.id ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name="sso-protocol"
              value={p.id}
              checked={v.protocol === p.id}
              onChange={() => setSso('protocol', p.id)}
            />
            <span className="sso-protocol__label">{p.label}</span>
            <span className="sso-protocol__note">{p.note}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Paste the IdP's metadata or give its URL; Read fills the SAML fields for review. */
function MetadataImport() {
  const v = ssoForm.values.value;
  const errors = ssoForm.errors.value;
  const state = ssoImport.value;
  const reading = state.state === 'reading';
  return (
    <fieldset className="sso-import">
      <legend className="sso-section__title">Import from metadata</legend>
      <p className="sso-section__lead">
        Give the identity provider's metadata address, or paste its XML: the fields below are filled from it for you to
        review before saving.
      </p>
      <FormGrid>
        <TextField
          label="IdP metadata URL"
          type="url"
          wide
          placeholder="https://idp.example.edu/idp/shibboleth"
          value={v.metadata_url}
          error={errors.metadata_url}
          disabled={reading}
          onChange={(t) => setSso('metadata_url', t)}
        />
        <TextAreaField
          label="Or paste the IdP metadata XML"
          rows={3}
          wide
          value={v.metadata_xml}
          error={errors.metadata_xml}
          disabled={reading}
          onChange={(t) => setSso('metadata_xml', t)}
        />
      </FormGrid>
      <div className="sso-import__actions">
        <Button type="button" busy={reading} onClick={() => void importSsoMetadata()}>
          Read metadata
        </Button>
        {state.state === 'read' ? (
          <p className="sso-import__done" role="status">
            Filled from {state.from}. Review the fields below, then Save.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The identity provider's own fields: SAML's four, or OpenID Connect's issuer, client id and secret. */
function ProviderFields() {
  const v = ssoForm.values.value;
  const errors = ssoForm.errors.value;
  const required = requiredSsoFields(v);
  const saving = ssoForm.saving.value;
  if (v.protocol === 'oidc') {
    return (
      <FormGrid>
        <TextField
          label="Issuer URL"
          type="url"
          wide
          required={required.has('entity')}
          placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
          hint="Its discovery document (/.well-known/openid-configuration) gives the rest"
          value={v.entity}
          error={errors.entity}
          disabled={saving}
          onChange={(t) => setSso('entity', t)}
        />
        <TextField
          label="Client ID"
          required={required.has('oidc_client_id')}
          value={v.oidc_client_id}
          error={errors.oidc_client_id}
          disabled={saving}
          onChange={(t) => setSso('oidc_client_id', t)}
        />
        <PasswordField
          label="Client secret"
          hint={
            v.secret_set && !v.remove_secret
              ? 'A secret is stored (never shown). Type a new one to replace it.'
              : 'Only for a confidential client; a public one signs in with PKCE alone'
          }
          value={v.oidc_client_secret}
          error={errors.oidc_client_secret}
          disabled={saving}
          onChange={(t) => setSso('oidc_client_secret', t)}
        />
        {v.secret_set ? (
          <label className="sso-checkbox">
            <input
              type="checkbox"
              checked={v.remove_secret}
              disabled={saving}
              onChange={(e) => setSso('remove_secret', e.currentTarget.checked)}
            />
            Remove the stored secret (make this a public client)
          </label>
        ) : null}
      </FormGrid>
    );
  }
  return (
    <FormGrid>
      {SAML_FIELDS.map((f) => {
        const common = {
          label: f.label,
          required: required.has(f.key),
          value: v[f.key],
          error: errors[f.key],
          hint: f.hint,
          wide: true,
          disabled: saving,
          onChange: (text: string) => setSso(f.key, text),
        };
        return f.key === 'certs' ? (
          <div key={f.key} className="field--wide sso-certs">
            <TextAreaField rows={5} {...common} />
          </div>
        ) : (
          <TextField key={f.key} type={f.key === 'entity' ? 'text' : 'url'} {...common} />
        );
      })}
    </FormGrid>
  );
}

/** Where the provider puts the email and names: a preset, and an override for each. */
function AttributeMapping() {
  const v = ssoForm.values.value;
  const errors = ssoForm.errors.value;
  const saving = ssoForm.saving.value;
  const override = (key: 'attribute_email' | 'attribute_first_name' | 'attribute_last_name', label: string) => {
    const field = key.replace('attribute_', '') as 'email' | 'first_name' | 'last_name';
    return (
      <TextField
        label={label}
        placeholder={defaultAttribute(v, field)}
        value={v[key]}
        error={errors[key]}
        disabled={saving}
        wide={field === 'email'}
        onChange={(t) => setSso(key, t)}
      />
    );
  };
  return (
    <fieldset className="sso-attributes">
      <legend className="sso-section__title">Attributes</legend>
      <p className="sso-section__lead">
        {v.protocol === 'oidc'
          ? 'Read from the standard claims (email, given_name, family_name). A new player is created on their first sign-in; their name follows the provider.'
          : 'Which attributes carry the email and name. A new player is created on their first sign-in; their name follows the provider.'}
      </p>
      <FormGrid>
        {v.protocol === 'saml' ? (
          <SelectField
            label="Identity provider"
            wide
            value={v.attribute_preset}
            options={PRESETS}
            disabled={saving}
            onChange={(id) => setSso('attribute_preset', id as (typeof PRESETS)[number]['id'])}
          />
        ) : null}
        {override('attribute_email', 'Email attribute')}
        {override('attribute_first_name', 'First name attribute')}
        {override('attribute_last_name', 'Last name attribute')}
      </FormGrid>
    </fieldset>
  );
}

/** Our own addresses for this client, to copy into the provider's set-up. */
function OurUrls() {
  const urls = clientDetails.data.value?.client.sso_tenant_urls ?? null;
  const protocol = ssoForm.values.value.protocol;
  const copy = (label: string, value: string) => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => showToast('success', `${label} copied`))
      .catch(() => showToast('error', 'Copy failed', 'Select the address and copy it'));
  };
  const rows: ReadonlyArray<{ label: string; value: string | undefined }> =
    protocol === 'oidc'
      ? [{ label: 'Redirect URI', value: urls?.oidc_redirect_uri }]
      : [
          { label: 'Entity ID', value: urls?.entity_id },
          { label: 'Metadata URL', value: urls?.metadata_url },
          { label: 'ACS URL (HTTP-POST)', value: urls?.acs_url },
          { label: 'Single logout URL', value: urls?.slo_url },
        ];
  return (
    <aside className="sso-urls" aria-labelledby="sso-urls-title">
      <h3 id="sso-urls-title" className="sso-urls__title">
        For your identity provider
      </h3>
      <p className="sso-urls__lead">
        {protocol === 'oidc'
          ? 'Register this redirect URI with the provider, with the scopes openid, email and profile.'
          : 'Give these to the IdP administrator, or let them import our metadata URL.'}
      </p>
      {urls === null ? (
        <p className="sso-urls__missing">Our public address is not configured on the server (GAMEPOD_PUBLIC_URL).</p>
      ) : (
        <dl className="sso-urls__list">
          {rows.map((r, i) => (
            <div key={r.label} className="sso-urls__row">
              <dt id={`sso-url-${i}`}>{r.label}</dt>
              <dd>
                <code className="sso-urls__value">{r.value}</code>
                <Button
                  type="button"
                  variant="ghost"
                  aria-describedby={`sso-url-${i}`}
                  onClick={() => copy(r.label, r.value ?? '')}
                >
                  Copy
                </Button>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}

/** SSO Settings: protocol, the provider's fields (or its metadata), attributes, and our URLs to copy. */
export function SsoSettingsForm() {
  useSignals();
  const { values, saving } = ssoForm;
  const v = values.value;
  const status = ssoStatus.value;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void saveSso();
  };
  return (
    <form className="sso-form" onSubmit={onSubmit} noValidate>
      <div className="client-sso__toggle">
        <Switch label="SSO Active" checked={v.active} disabled={saving.value} onChange={(on) => setSso('active', on)} />
        <p className="client-sso__note">
          {v.active
            ? 'Players of this client sign in through its identity provider.'
            : 'Players sign in with their gamepod email and password.'}
        </p>
      </div>
      <div className="sso-form__layout">
        <div className="sso-form__main">
          <ProtocolChoice />
          {v.protocol === 'saml' ? <MetadataImport /> : null}
          <fieldset className="sso-provider">
            <legend className="sso-section__title">Identity provider</legend>
            <ProviderFields />
          </fieldset>
          <AttributeMapping />
        </div>
        <OurUrls />
      </div>
      <FormActions>
        <span className={`sso-form__status sso-form__status--${status}`} role="status">
          {status === 'saved' ? 'All changes saved' : status === 'edited' ? 'Unsaved changes' : ''}
        </span>
        <Button type="submit" variant="primary" busy={saving.value}>
          Save
        </Button>
      </FormActions>
    </form>
  );
}
