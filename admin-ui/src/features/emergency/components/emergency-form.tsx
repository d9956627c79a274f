import { ALERT_SCOPES } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import {
  emergencyClients,
  emergencyErrors,
  emergencyForm,
  emergencyLabs,
  raiseEmergency,
  raising,
  setEmergencyField,
} from '../model/emergency-model.ts';

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The emergency alert: who it reaches, its title and text, and how long the pods show it. */
export function EmergencyForm({ superAdmin }: { superAdmin: boolean }) {
  useSignals();
  const f = emergencyForm.value;
  const errors = emergencyErrors.value;
  const scopes = ALERT_SCOPES.filter((s) => superAdmin || s !== 'global').map((s) => ({ id: s, value: titleCase(s) }));
  return (
    <form
      aria-label="Raise an emergency alert"
      onSubmit={(e) => {
        e.preventDefault();
        void raiseEmergency();
      }}
    >
      <FormGrid>
        <SelectField
          label="Scope"
          required
          value={f.scope}
          onChange={(v) => setEmergencyField('scope', v as typeof f.scope)}
          options={scopes}
          error={errors.scope}
        />
        {superAdmin && f.scope !== 'global' ? (
          <SelectField
            label="Client"
            required
            value={f.client_id}
            placeholder="Select Client"
            onChange={(v) => setEmergencyField('client_id', v)}
            options={emergencyClients.data.value ?? []}
            error={errors.client_id}
          />
        ) : null}
        {f.scope === 'lab' ? (
          <SelectField
            label="Lab"
            required
            value={f.lab_id}
            placeholder="Select Lab"
            onChange={(v) => setEmergencyField('lab_id', v)}
            options={emergencyLabs.data.value ?? []}
            error={errors.lab_id}
          />
        ) : null}
        <TextField
          label="Title"
          required
          wide
          value={f.title}
          onChange={(v) => setEmergencyField('title', v)}
          error={errors.title}
          maxLength={200}
        />
        <TextAreaField
          label="Message"
          required
          wide
          value={f.content}
          onChange={(v) => setEmergencyField('content', v)}
          error={errors.content}
          maxLength={2000}
        />
        <TextField
          label="Expires in (seconds)"
          required
          type="number"
          value={f.expire}
          onChange={(v) => setEmergencyField('expire', v)}
          error={errors.expire}
          hint="The pods show it until acknowledged or this many seconds pass (5 to 600)"
        />
      </FormGrid>
      <FormActions>
        <Button type="submit" variant="danger" busy={raising.value}>
          Raise Emergency Alert
        </Button>
      </FormActions>
    </form>
  );
}
