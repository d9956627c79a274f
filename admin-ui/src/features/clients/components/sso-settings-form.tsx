import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import { saveSso, ssoForm } from '../model/client-details-model.ts';
import { SSO_FIELDS } from '../model/sso-form.ts';

/** SSO Settings: the fields are required, and starred, only while Active is on. */
export function SsoSettingsForm() {
  useSignals();
  const { values, errors, saving } = ssoForm;
  const v = values.value;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void saveSso();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="client-sso__toggle">
        <Switch
          label="SSO Active"
          checked={v.active}
          disabled={saving.value}
          onChange={(on) => ssoForm.set('active', on)}
        />
        <p className="client-sso__note">
          {v.active
            ? 'Players of this client sign in through its identity provider.'
            : 'Players sign in with their gamepod email and password.'}
        </p>
      </div>
      <FormGrid>
        {SSO_FIELDS.map((f) => {
          const common = {
            label: f.label,
            required: v.active,
            value: v[f.key],
            error: errors.value[f.key],
            hint: f.hint,
            wide: true,
            disabled: saving.value,
            onChange: (text: string) => ssoForm.set(f.key, text),
          };
          return f.key === 'certs' ? (
            <TextAreaField key={f.key} rows={4} {...common} />
          ) : (
            <TextField key={f.key} type={f.key === 'entity' ? 'text' : 'url'} {...common} />
          );
        })}
      </FormGrid>
      <FormActions>
        <Button type="submit" variant="primary" busy={saving.value}>
          Save
        </Button>
      </FormActions>
    </form>
  );
}
