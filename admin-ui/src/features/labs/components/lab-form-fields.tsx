import { useSignals } from '@preact/signals-react/runtime';
import { FormGrid, type Option, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import type { LabForm, LabTextKey } from '../model/lab-form.ts';
import { TIMEZONE_OPTIONS } from '../model/us-timezones.ts';

type TextSpec = {
  readonly key: LabTextKey;
  readonly label: string;
  readonly autoComplete?: string;
  readonly type?: 'email';
  readonly hint?: string;
  readonly maxLength: number;
};

const ADDRESS: readonly TextSpec[] = [
  { key: 'address1', label: 'Address 1', autoComplete: 'address-line1', maxLength: 200 },
  { key: 'address2', label: 'Address 2', autoComplete: 'address-line2', maxLength: 200 },
  { key: 'city', label: 'City', autoComplete: 'address-level2', maxLength: 100 },
  { key: 'state', label: 'State', autoComplete: 'address-level1', maxLength: 100 },
  { key: 'zip', label: 'Zip', autoComplete: 'postal-code', maxLength: 10 },
];

type Props = {
  form: LabForm;
  clients: readonly Option[];
  /** A client admin's selector is locked to their own client. */
  clientLocked: boolean;
  clientsLoading?: boolean;
  clientHint?: string;
};

/**
 * The lab form's fields (/admin/labs/deploy and Edit Lab): client, name, address,
 * time zone, reservation email, note and the Active and Paid Mode/Free Mode switches.
 */
export function LabFormFields({ form, clients, clientLocked, clientsLoading = false, clientHint }: Props) {
  useSignals();
  const v = form.values.value;
  const e = form.errors.value;
  const text = (s: TextSpec, required = true) => (
    <TextField
      key={s.key}
      label={s.label}
      required={required}
      type={s.type}
      value={v[s.key]}
      error={e[s.key]}
      hint={s.hint}
      maxLength={s.maxLength}
      autoComplete={s.autoComplete}
      onChange={(value) => form.set(s.key, value)}
    />
  );
  return (
    <div className="lab-form">
      <FormGrid>
        <SelectField
          label="Client"
          required
          value={v.client_id}
          options={clients}
          placeholder={clientsLoading ? 'Loading clients…' : 'Select Client'}
          disabled={clientLocked || clientsLoading}
          hint={clientHint}
          error={e.client_id}
          onChange={(value) => form.set('client_id', value)}
        />
        {text({ key: 'lab_name', label: 'Lab Name', maxLength: 120 })}
        {ADDRESS.map((s) => text(s))}
        <SelectField
          label="Timezone"
          value={v.timezone}
          options={TIMEZONE_OPTIONS}
          hint="Schedules and the kiosk's opening hours use this time zone"
          error={e.timezone}
          onChange={(value) => form.set('timezone', value)}
        />
        {text(
          {
            key: 'reservation_email',
            label: 'Reservation Email',
            type: 'email',
            autoComplete: 'email',
            maxLength: 254,
            hint: 'Optional: where reservation notices go',
          },
          false,
        )}
        <fieldset className="field lab-form__status">
          <legend className="field__label">Status</legend>
          <div className="lab-form__switches">
            <Switch label="Active" checked={v.is_active} onChange={(on) => form.set('is_active', on)} />
            <Switch
              label="Lab Mode"
              stateText={['Paid Mode', 'Free Mode']}
              checked={v.is_paid}
              onChange={(on) => form.set('is_paid', on)}
            />
          </div>
        </fieldset>
        <TextAreaField
          label="Note"
          required
          wide
          rows={3}
          maxLength={2000}
          value={v.note}
          error={e.note}
          onChange={(value) => form.set('note', value)}
        />
      </FormGrid>
    </div>
  );
}
