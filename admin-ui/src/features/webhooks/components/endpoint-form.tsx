import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import {
  closeForm,
  EVENT_TYPES,
  editing,
  formActive,
  formDescription,
  formError,
  formTypes,
  formUrl,
  saveEndpoint,
  saving,
  toggleType,
} from '../model/webhooks-model.ts';

/** What each public event means, beside its checkbox. */
const EVENT_HINTS: Record<(typeof EVENT_TYPES)[number], string> = {
  'session.started': 'someone signed in on a pod',
  'session.ended': 'a pod session ended',
  'pod.status_changed': 'a pod became free, busy or locked',
  'pod.locked': 'staff locked or unlocked a pod',
  'reservation.created': 'pods were reserved for a group',
  'payment.succeeded': 'a player paid for time',
  'queue.advanced': "a lab's queue moved: a join, an offered pod, a no-show…",
};

/** Add or edit an endpoint: URL, description, the events it gets, active. */
export function EndpointForm() {
  useSignals();
  if (editing.value === null) return null;
  const isNew = editing.value === 'new';
  return (
    <form
      noValidate
      className="webhook-form"
      aria-label={isNew ? 'Add endpoint' : 'Edit endpoint'}
      onSubmit={(e) => {
        e.preventDefault();
        void saveEndpoint();
      }}
    >
      <h3 className="webhook-form__title">{isNew ? 'Add endpoint' : 'Edit endpoint'}</h3>
      <div className="webhook-form__grid">
        <TextField
          label="Endpoint URL"
          required
          maxLength={2000}
          value={formUrl.value}
          onChange={(v) => {
            formUrl.value = v;
          }}
          hint="https only; it must be reachable on the internet."
        />
        <TextField
          label="Description"
          maxLength={200}
          value={formDescription.value}
          onChange={(v) => {
            formDescription.value = v;
          }}
        />
      </div>
      <fieldset className="webhook-form__events">
        <legend>Events to send</legend>
        {EVENT_TYPES.map((t) => (
          <label key={t} className="webhook-form__event">
            <input
              type="checkbox"
              checked={formTypes.value.includes(t)}
              onChange={(e) => toggleType(t, e.currentTarget.checked)}
            />
            <code>{t}</code>
            <span>{EVENT_HINTS[t]}</span>
          </label>
        ))}
      </fieldset>
      <div className="webhook-form__foot">
        <Switch
          label="Active"
          checked={formActive.value}
          onChange={(v) => {
            formActive.value = v;
          }}
        />
        {formError.value ? (
          <p className="webhook-form__error" role="alert">
            {formError.value}
          </p>
        ) : null}
        <span className="webhook-form__spacer" />
        <Button variant="ghost" onClick={closeForm}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={saving.value}>
          {isNew ? 'Add endpoint' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
