import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, MaskedField, PasswordField, SelectField, TextField } from '#components/form-fields.tsx';
import { clientOptions, roleOptions, type UserFormModel } from '../model/user-form-model.ts';
import { requiredFields, shownFields, type UserField } from '../model/user-form-rules.ts';

type UserFormProps = {
  form: UserFormModel;
  submitLabel: string;
  onSubmit: () => void;
  /** Shown above the fields (Edit User's password note). */
  note?: ReactNode;
  /** Beside the submit button (Cancel, a back link). */
  secondary?: ReactNode;
};

/**
 * The Create User / Edit User fields: which show and which are required follow the
 * chosen role and who is signed in. Enter in any field submits.
 */
export function UserForm({ form, submitLabel, onSubmit, note, secondary }: UserFormProps) {
  useSignals();
  const v = form.values.value;
  const errors = form.errors.value;
  const ctx = form.context();
  const shown = shownFields(v, ctx);
  const required = requiredFields(v, ctx);
  const edit = form.mode === 'edit';
  const field = (name: UserField) => ({
    value: v[name],
    onChange: (value: string) => form.set(name, value),
    required: required.has(name),
    error: errors[name] ?? null,
    disabled: form.saving.value,
  });
  return (
    <form
      className="user-form"
      noValidate
      aria-label={edit ? 'Edit User' : 'Create User'}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {note ? <p className="user-form__note">{note}</p> : null}
      <FormGrid>
        <SelectField
          label="Select Role"
          placeholder="Select Role"
          options={roleOptions.data.value ?? []}
          {...field('user_role')}
        />
        {shown.client ? (
          <SelectField
            label="Select Client"
            placeholder="Select Client"
            options={clientOptions.data.value ?? []}
            {...field('client_id')}
          />
        ) : null}
        <TextField label="Name" autoComplete="off" maxLength={200} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" maxLength={254} {...field('email')} />
        {shown.dobAndPhone ? (
          <>
            <MaskedField mask="phone" label="Mobile Number" maxLength={12} {...field('phone')} />
            <MaskedField mask="date" label="Date of Birth" maxLength={10} {...field('dob')} />
          </>
        ) : null}
        <PasswordField
          label={edit ? 'New Password' : 'Password'}
          autoComplete="new-password"
          hint="At least 8 characters"
          {...field('password')}
        />
        <PasswordField
          label={edit ? 'New Password Again' : 'Password Again'}
          autoComplete="new-password"
          {...field('password_again')}
        />
      </FormGrid>
      <FormActions>
        {secondary}
        <Button type="submit" variant="primary" busy={form.saving.value}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
