import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { FormGrid, MaskedField, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import { CLIENT_FIELDS, type ClientForm, type ClientFormMode, requiredClientFields } from '../model/client-form.ts';

/**
 * The client's fields in two columns, the required ones starred for `mode`, then the Active
 * switch (is_active, sent as 1/0).
 */
export function ClientFormFields({ form, mode }: { form: ClientForm; mode: ClientFormMode }) {
  useSignals();
  const values = form.values.value;
  const errors = form.errors.value;
  const disabled = form.saving.value;
  const required = requiredClientFields(mode, values);
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(0);
  // a refused submit takes the keyboard (and the view) to the first field to fix
  useEffect(() => {
    const count = Object.values(errors).filter(Boolean).length;
    if (count > shown.current) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    shown.current = count;
  }, [errors]);
  return (
    <div ref={box} className="client-form">
      <FormGrid>
        {CLIENT_FIELDS.map((f) => {
          const common = {
            label: f.label,
            required: required.has(f.key),
            value: values[f.key],
            error: errors[f.key],
            wide: f.wide,
            disabled,
            onChange: (v: string) => form.set(f.key, v),
          };
          if (f.area) return <TextAreaField key={f.key} {...common} />;
          if (f.mask) return <MaskedField key={f.key} mask={f.mask} {...common} />;
          return <TextField key={f.key} type={f.type} autoComplete={f.autoComplete} maxLength={254} {...common} />;
        })}
        <div className="field field--wide">
          <Switch
            label="Active"
            checked={values.is_active}
            disabled={disabled}
            onChange={(on) => form.set('is_active', on)}
          />
        </div>
      </FormGrid>
    </div>
  );
}
