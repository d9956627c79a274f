import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions, FormGrid, MaskedField, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Spinner } from '#components/spinner.tsx';
import { Switch } from '#components/switch.tsx';
import {
  allSelected,
  chooseLab,
  formErrors,
  formValues,
  labOptions,
  labPods,
  saving,
  setField,
  toggleAll,
  togglePod,
} from '../model/reservation-form-model.ts';

/** What the pods box holds: a hint, the loading line, the empty text, or the toggles. */
function PodChoices() {
  useSignals();
  const pods = labPods.data.value ?? [];
  if (!formValues.value.lab_id) return <p className="reservation-form__hint">Choose a lab to see its pods.</p>;
  if (labPods.loading.value && pods.length === 0) {
    return (
      <p className="reservation-form__hint">
        <Spinner size="sm" label="Loading pods…" showLabel />
      </p>
    );
  }
  if (pods.length === 0) return <p className="reservation-form__hint">No pods found for requestd lab!</p>;
  return (
    <div className="reservation-form__toggles">
      <Switch label="Select All" checked={allSelected.value} onChange={toggleAll} />
      {pods.map((p) => (
        <Switch
          key={p.id}
          label={p.license ?? p.pod_id_key}
          checked={formValues.value.pods.includes(p.pod_id_key)}
          onChange={(on) => togglePod(p.pod_id_key, on)}
        />
      ))}
    </div>
  );
}

/** The pods of the chosen lab as toggles, with Select All kept in step, and the pods' error. */
function PodToggles() {
  useSignals();
  const error = formErrors.value.pods;
  return (
    <fieldset
      className={`reservation-form__pods${error ? ' reservation-form__pods--invalid' : ''}`}
      aria-describedby={error ? 'reservation-pods-error' : undefined}
    >
      <legend>
        Pods
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <PodChoices />
      {error ? (
        <p className="field__error" id="reservation-pods-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The Create and Edit Reservation form; `submitLabel` is Save on create and Update on edit. */
export function ReservationForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: () => void }) {
  useSignals();
  const v = formValues.value;
  const e = formErrors.value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card title="Reservation">
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <SelectField
            label="Lab"
            required
            wide
            value={v.lab_id}
            error={e.lab_id}
            onChange={chooseLab}
            placeholder="Select Lab"
            options={(labOptions.data.value ?? []).map((l) => ({ id: l.id, value: l.value }))}
          />
          <div className="reservation-form__wide">
            <PodToggles />
          </div>
          <MaskedField
            mask="date"
            picker
            label="Start Date"
            required
            value={v.start_date}
            error={e.start_date}
            onChange={(x) => setField('start_date', x)}
          />
          <MaskedField
            mask="time12"
            picker
            label="Start Time"
            required
            value={v.start_time}
            error={e.start_time}
            onChange={(x) => setField('start_time', x)}
          />
          <MaskedField
            mask="date"
            picker
            label="End Date"
            required
            value={v.end_date}
            error={e.end_date}
            onChange={(x) => setField('end_date', x)}
          />
          <MaskedField
            mask="time12"
            picker
            label="End Time"
            required
            value={v.end_time}
            error={e.end_time}
            onChange={(x) => setField('end_time', x)}
          />
          <TextField
            label="Group Name"
            required
            wide
            maxLength={100}
            value={v.group_name}
            error={e.group_name}
            onChange={(x) => setField('group_name', x)}
          />
          <TextAreaField
            label="Emails List"
            required
            wide
            hint="Who may stay on the pods while it runs: one email per line, or separated by commas"
            value={v.emails}
            error={e.emails}
            onChange={(x) => setField('emails', x)}
          />
        </FormGrid>
        <FormActions>
          <Button variant="primary" type="submit" busy={saving.value}>
            {submitLabel}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
