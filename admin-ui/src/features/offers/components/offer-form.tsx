import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, SelectField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import { editing, fieldErrors, fields, resetForm, saveOffer, saving, setField } from '../model/offer-form-model.ts';
import { labOptions } from '../model/offers-list-model.ts';

/** Name, minutes, price, image, lab, order and active; Save or Update. */
export function OfferForm() {
  useSignals();
  const f = fields.value;
  const errors = fieldErrors.value;
  return (
    <form
      className="offer-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void saveOffer();
      }}
    >
      {errors.client_id ? (
        <p className="offer-form__client-error" role="alert">
          {errors.client_id}
        </p>
      ) : null}
      <FormGrid>
        <TextField
          label="Name"
          required
          value={f.name}
          onChange={(v) => setField('name', v)}
          error={errors.name}
          maxLength={100}
        />
        <SelectField
          label="Lab"
          value={f.lab_id}
          onChange={(v) => setField('lab_id', v)}
          options={labOptions.data.value ?? []}
          placeholder="Every lab"
          error={errors.lab_id}
        />
        <TextField
          label="Minutes"
          required
          type="number"
          value={f.minutes}
          onChange={(v) => setField('minutes', v)}
          error={errors.minutes}
        />
        <TextField
          label="Price (USD)"
          required
          value={f.usd_cost}
          onChange={(v) => setField('usd_cost', v)}
          error={errors.usd_cost}
          placeholder="9.00"
        />
        <TextField
          label="Image URL"
          value={f.image_url}
          onChange={(v) => setField('image_url', v)}
          error={errors.image_url}
          placeholder="https://…"
          hint="Optional: an https address or a /path on this server"
        />
        <TextField
          label="Order"
          type="number"
          value={f.order}
          onChange={(v) => setField('order', v)}
          error={errors.order}
          hint="Players see lower numbers first"
        />
      </FormGrid>
      <Switch
        label="Active"
        checked={f.active}
        onChange={(on) => setField('active', on)}
        stateText={['Players see it', 'Hidden']}
      />
      <FormActions>
        {editing.value ? (
          <Button variant="secondary" onClick={resetForm} disabled={saving.value}>
            Cancel
          </Button>
        ) : null}
        <Button variant="primary" type="submit" busy={saving.value}>
          {editing.value ? 'Update' : 'Save'}
        </Button>
      </FormActions>
    </form>
  );
}
