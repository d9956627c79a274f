import { QUEUE_PLATFORMS } from '@gamepod/contracts/catalogues';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions, FormGrid, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import {
  canManage,
  policyErrors,
  policyForm,
  policyRefusal,
  savePolicy,
  savingPolicy,
  setPolicyField,
} from '../model/lab-queue-model.ts';
import { PLATFORM_NAMES, POLICY_BOUNDS, type PolicyField } from '../model/policy-form-rules.ts';

const HINTS: Readonly<Record<PolicyField, string>> = {
  hold_minutes: 'How long a freed pod waits for the next in line (1–120).',
  limit_minutes: 'Empty: no limit. Otherwise 5–1440; players get warnings at 10 and 2 minutes.',
  no_show_count: 'No-shows that block joining (1–100).',
  no_show_days: 'The window the no-shows are counted in (1–365).',
  no_show_ban_days: 'How long joining stays blocked (0: never blocked).',
};

function NumberField({ field }: { field: PolicyField }) {
  useSignals();
  const values = policyForm.value;
  if (!values) return null;
  return (
    <TextField
      label={POLICY_BOUNDS[field].label}
      required={field !== 'limit_minutes'}
      value={values[field]}
      onChange={(v) => setPolicyField(field, v)}
      hint={HINTS[field]}
      error={policyErrors.value[field] ?? null}
      disabled={!canManage.value}
    />
  );
}

/** The lab's queue policy: on/off, hold time, the limit while people wait, no-shows, per-platform queues. */
export function QueuePolicyForm() {
  useSignals();
  const platformsId = useId();
  const values = policyForm.value;
  if (!values) return null;
  const readOnly = !canManage.value;
  return (
    <Card title="Queue Policy">
      <form
        className="lab-queue__policy"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void savePolicy();
        }}
      >
        <div className="lab-queue__switch-row">
          <Switch
            label="Queue open"
            checked={values.enabled}
            disabled={readOnly}
            stateText={['On', 'Off']}
            onChange={(on) => setPolicyField('enabled', on)}
          />
        </div>
        <FormGrid>
          <NumberField field="hold_minutes" />
          <NumberField field="limit_minutes" />
          <NumberField field="no_show_count" />
          <NumberField field="no_show_days" />
          <NumberField field="no_show_ban_days" />
        </FormGrid>
        <fieldset className="lab-queue__platforms" aria-describedby={`${platformsId}-hint`}>
          <legend>Per-platform queues</legend>
          <p className="field__hint" id={`${platformsId}-hint`}>
            Beside the general queue, players may wait for the next free pod of these platforms.
          </p>
          {QUEUE_PLATFORMS.map((p) => (
            <label key={p} className="lab-queue__check">
              <input
                type="checkbox"
                checked={values.platforms[p]}
                disabled={readOnly}
                onChange={(e) => setPolicyField('platforms', { ...values.platforms, [p]: e.currentTarget.checked })}
              />
              {PLATFORM_NAMES[p]}
            </label>
          ))}
        </fieldset>
        {policyRefusal.value ? (
          <p className="lab-queue__refusal" role="alert">
            {policyRefusal.value}
          </p>
        ) : null}
        {readOnly ? (
          <p className="lab-queue__muted">Only the client's admins change the policy.</p>
        ) : (
          <FormActions>
            <Button variant="primary" type="submit" busy={savingPolicy.value}>
              Save Policy
            </Button>
          </FormActions>
        )}
      </form>
    </Card>
  );
}
