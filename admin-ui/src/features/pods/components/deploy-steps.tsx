import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { FormActions, TextField } from '#components/form-fields.tsx';
import {
  checkMac,
  deployStep,
  existingPod,
  macChecking,
  macInput,
  restartDeploy,
  savedPod,
  setMacInput,
  submitDeploy,
} from '../model/deploy-pod-model.ts';
import { optionsLoading, podFormSaving } from '../model/pod-form-model.ts';
import { PodFormFields } from './pod-form-fields.tsx';
import './pod-form.css';

/** Step 1: the MAC address check (Enter checks). */
export function MacCheckStep() {
  useSignals();
  return (
    <Card title="Step 1: Check the MAC Address">
      <form
        className="pods-mac-check"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void checkMac();
        }}
      >
        <TextField
          label="MAC Address"
          hint="If a pod already has this address, its details fill the form; otherwise the form starts empty."
          value={macInput.value}
          placeholder="AA:BB:CC:DD:EE:FF"
          onChange={setMacInput}
        />
        <Button type="submit" variant="primary" busy={macChecking.value}>
          Check
        </Button>
      </form>
    </Card>
  );
}

/** What the last save gave: the key the new (or updated) pod's station is set up with. */
export function SavedPodNotice() {
  useSignals();
  const saved = savedPod.value;
  if (!saved) return null;
  return (
    <section className="pods-saved" role="status" aria-label="Saved pod">
      <p className="pods-saved__title">{saved.deployed ? 'Pod deployed' : 'Pod updated'}</p>
      <p>
        Set its station up with this key: <code className="pods-saved__key">{saved.pod_id_key}</code>
      </p>
    </section>
  );
}

/** Step 2: the pod form, after the check. */
export function PodFormStep() {
  useSignals();
  if (deployStep.value !== 'form') return null;
  const existing = existingPod.value;
  return (
    <Card title={existing ? 'Step 2: Update the Existing Pod' : 'Step 2: Pod Details'}>
      <form
        noValidate
        aria-label="Pod details"
        onSubmit={(e) => {
          e.preventDefault();
          void submitDeploy();
        }}
      >
        <PodFormFields podKey={existing?.pod_id_key} />
        <FormActions>
          <Button onClick={restartDeploy} disabled={podFormSaving.value}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={podFormSaving.value} disabled={optionsLoading.value}>
            {existing ? 'Update' : 'Deploy'}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
