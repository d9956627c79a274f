import { SYSTEM_MESSAGE_TYPES } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { FormActions, FormGrid, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import {
  editingId,
  form,
  formErrors,
  REQUIRED_MESSAGE_FIELDS,
  resetMessageForm,
  saveMessage,
  savingMessage,
  setMessageField,
} from '../model/system-messages-model.ts';

const TYPES = SYSTEM_MESSAGE_TYPES.map((t) => ({ id: t, value: t.charAt(0).toUpperCase() + t.slice(1) }));

/** Create or edit a message: its key, how it shows, its heading and second line. */
export function SystemMessageForm() {
  useSignals();
  const f = form.value;
  const errors = formErrors.value;
  return (
    <form
      aria-label={editingId.value ? 'Edit message' : 'New message'}
      onSubmit={(e) => {
        e.preventDefault();
        void saveMessage();
      }}
    >
      <FormGrid>
        <TextField
          label="Message Key"
          required={REQUIRED_MESSAGE_FIELDS.has('msg_key')}
          value={f.msg_key}
          onChange={(v) => setMessageField('msg_key', v)}
          error={errors.msg_key}
          hint="The key the screens look the text up by, e.g. login-invalid-error-message"
          maxLength={100}
        />
        <SelectField
          label="Type"
          required={REQUIRED_MESSAGE_FIELDS.has('type')}
          value={f.type}
          onChange={(v) => setMessageField('type', v as typeof f.type)}
          options={TYPES}
          error={errors.type}
        />
        <TextField
          label="Heading"
          required={REQUIRED_MESSAGE_FIELDS.has('text_head')}
          wide
          value={f.text_head}
          onChange={(v) => setMessageField('text_head', v)}
          error={errors.text_head}
          maxLength={300}
        />
        <TextAreaField
          label="Text"
          wide
          value={f.text_sub}
          onChange={(v) => setMessageField('text_sub', v)}
          error={errors.text_sub}
          maxLength={1000}
        />
      </FormGrid>
      <FormActions>
        <Button type="button" variant="secondary" onClick={resetMessageForm} disabled={savingMessage.value}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={savingMessage.value}>
          {editingId.value ? 'Update' : 'Save'}
        </Button>
      </FormActions>
    </form>
  );
}
