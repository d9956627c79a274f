import { ALERT_SCOPES, ALERT_TYPES } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, MaskedField, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import {
  editing,
  fieldErrors,
  fields,
  isSuperAdmin,
  picksScope,
  resetForm,
  saveAlert,
  saving,
  setField,
} from '../model/alert-form-model.ts';
import { clientOptions, labOptions, loadLabs } from '../model/alert-pickers-model.ts';
import type { Ampm, WindowEnd } from '../model/alert-window.ts';
import { zoneLabel } from '../model/alert-window.ts';
import { formZone } from '../model/alert-zone.ts';

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const AMPM = [
  { id: 'AM', value: 'AM' },
  { id: 'PM', value: 'PM' },
];

function WindowFields({ which, label }: { which: 'start' | 'end'; label: string }) {
  const end = fields.value[which];
  const zone = zoneLabel(formZone.value);
  // read at the call: the clock picker sets the time and then its half, one after the other
  const set = (next: Partial<WindowEnd>) => setField(which, { ...fields.value[which], ...next });
  const errorOf = fieldErrors.value[which === 'start' ? 'active_start' : 'active_untill'];
  return (
    <div className="alert-window">
      <MaskedField
        mask="date"
        picker
        label={`${label} Date (${zone})`}
        value={end.date}
        onChange={(date) => set({ date })}
        error={errorOf}
      />
      <MaskedField
        mask="clock"
        picker
        half={{ value: end.ampm, onChange: (ampm) => set({ ampm }) }}
        label={`${label} Time (${zone})`}
        value={end.time}
        onChange={(time) => set({ time })}
      />
      <SelectField label="AM/PM" value={end.ampm} onChange={(v) => set({ ampm: v as Ampm })} options={AMPM} />
    </div>
  );
}

/** The Alerts form: Save or Update, Cancel, the scope's pickers by role, the optional window. */
export function AlertForm() {
  useSignals();
  const f = fields.value;
  const errors = fieldErrors.value;
  const superAdmin = isSuperAdmin.value;
  const scopes = ALERT_SCOPES.filter((s) => superAdmin || s !== 'global');
  return (
    <form
      className="alert-form"
      aria-label={editing.value ? 'Edit alert' : 'New alert'}
      onSubmit={(e) => {
        e.preventDefault();
        void saveAlert();
      }}
    >
      <FormGrid>
        <TextField
          label="Heading"
          required
          wide
          value={f.text_head}
          onChange={(v) => setField('text_head', v)}
          error={errors.text_head}
          maxLength={150}
        />
        <TextAreaField
          label="Text"
          wide
          value={f.text_sub}
          onChange={(v) => setField('text_sub', v)}
          error={errors.text_sub}
          maxLength={1000}
        />
        <SelectField
          label="Type"
          required
          value={f.type}
          onChange={(v) => setField('type', v as typeof f.type)}
          options={ALERT_TYPES.map((t) => ({ id: t, value: titleCase(t) }))}
          error={errors.type}
        />
        {picksScope.value ? (
          <SelectField
            label="Scope"
            required
            value={f.scope}
            onChange={(v) => setField('scope', v as typeof f.scope)}
            options={scopes.map((s) => ({ id: s, value: titleCase(s) }))}
            error={errors.scope}
          />
        ) : null}
        {superAdmin && f.scope !== 'global' ? (
          <SelectField
            label="Client"
            required
            value={f.clients}
            placeholder="Select Client"
            onChange={(v) => {
              setField('clients', v);
              setField('labs', '');
              if (v) loadLabs(v);
            }}
            options={clientOptions.data.value ?? []}
            error={errors.clients}
          />
        ) : null}
        {f.scope === 'lab' && picksScope.value ? (
          <SelectField
            label="Lab"
            required
            value={f.labs}
            placeholder="Select Lab"
            onChange={(v) => setField('labs', v)}
            options={labOptions.data.value ?? []}
            error={errors.labs}
          />
        ) : null}
      </FormGrid>
      <fieldset className="alert-form__window">
        <legend>Show between (optional)</legend>
        <WindowFields which="start" label="Start" />
        <WindowFields which="end" label="End" />
      </fieldset>
      <Switch
        label="Enable"
        checked={f.enable}
        onChange={(on) => setField('enable', on)}
        stateText={['Enabled', 'Disabled']}
      />
      <FormActions>
        <Button type="button" variant="secondary" onClick={resetForm} disabled={saving.value}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={saving.value}>
          {editing.value ? 'Update' : 'Save'}
        </Button>
      </FormActions>
    </form>
  );
}
