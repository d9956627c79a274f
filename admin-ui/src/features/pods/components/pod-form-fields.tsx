import { useSignals } from '@preact/signals-react/runtime';
import { FormGrid, SelectField, TextAreaField, TextField } from '#components/form-fields.tsx';
import { Switch } from '#components/switch.tsx';
import {
  chooseClient,
  choosePodType,
  clientLocked,
  clientOptions,
  labOptions,
  navOptions,
  podForm,
  podFormMissing,
  podTypeOptions,
  setPodField,
} from '../model/pod-form-model.ts';
import { type PodField, SEAT_OPTIONS, XD_OPTIONS } from '../model/pod-rules.ts';
import './pod-form.css';

const REQUIRED_TEXT = 'This field is required';

/**
 * The pod form's fields (required as missingPodFields says). `podKey` shows the pod's key
 * (Edit Pod); `disabled` holds the fields while the pod loads.
 */
export function PodFormFields({ podKey, disabled = false }: { podKey?: string; disabled?: boolean }) {
  useSignals();
  const v = podForm.value;
  const missing = podFormMissing.value;
  const error = (f: PodField) => (missing.has(f) ? REQUIRED_TEXT : null);
  const navs = navOptions.value.map((n) => ({ id: n.id, value: n.license }));
  const text = (field: PodField, label: string, required = false, hint?: string) => (
    <TextField
      label={label}
      required={required}
      hint={hint}
      value={String(v[field])}
      disabled={disabled}
      error={error(field)}
      onChange={(value) => setPodField(field, value)}
    />
  );
  const sideNav = (field: 'nav_id_left' | 'nav_id_right' | 'nav_id_rear', label: string) => (
    <SelectField
      label={label}
      options={navs}
      placeholder="None"
      value={v[field]}
      disabled={disabled}
      onChange={(value) => setPodField(field, value)}
    />
  );
  return (
    <FormGrid>
      {podKey !== undefined ? (
        <TextField label="Pod Key" value={podKey} disabled onChange={() => undefined} wide />
      ) : null}
      <SelectField
        label="Client"
        required
        options={clientOptions.value}
        placeholder="Select Client"
        value={v.client_id}
        disabled={disabled || clientLocked.value}
        error={error('client_id')}
        onChange={chooseClient}
      />
      <SelectField
        label="Lab"
        required
        options={labOptions.value}
        placeholder="Select Lab"
        value={v.lab_id}
        disabled={disabled}
        error={error('lab_id')}
        onChange={(value) => setPodField('lab_id', value)}
      />
      <SelectField
        label="Pod Type"
        required
        options={podTypeOptions.value}
        placeholder="Select Pod Type"
        value={v.pod_type_id}
        disabled={disabled}
        error={error('pod_type_id')}
        hint="GamePod Arcade and GamePod Duo have no keyboard."
        onChange={choosePodType}
      />
      <SelectField
        label="Seat"
        required
        options={SEAT_OPTIONS}
        placeholder="Select Seat"
        value={v.seat}
        disabled={disabled}
        error={error('seat')}
        onChange={(value) => setPodField('seat', value)}
      />
      <SelectField
        label="Nav"
        required
        options={navs}
        placeholder="Select Nav"
        value={v.nav_id}
        disabled={disabled}
        error={error('nav_id')}
        onChange={(value) => setPodField('nav_id', value)}
      />
      {sideNav('nav_id_left', 'Nav Left')}
      {sideNav('nav_id_right', 'Nav Right')}
      {sideNav('nav_id_rear', 'Nav Rear')}
      {text('ip_address', 'IP Address', true)}
      {text('mac_address', 'MAC Address', true, 'e.g. AA:BB:CC:DD:EE:FF')}
      {text('lan_ip', 'LAN IP')}
      {text('wan_ip', 'WAN IP')}
      <SelectField
        label="XD1"
        options={XD_OPTIONS}
        value={v.xd1}
        disabled={disabled}
        onChange={(value) => setPodField('xd1', value)}
      />
      <SelectField
        label="XD2"
        options={XD_OPTIONS}
        value={v.xd2}
        disabled={disabled}
        onChange={(value) => setPodField('xd2', value)}
      />
      <TextAreaField
        label="Note"
        wide
        value={v.note}
        disabled={disabled}
        onChange={(value) => setPodField('note', value)}
      />
      <div className="pods-form-switches">
        <Switch
          label="Active"
          checked={v.is_active === 1}
          disabled={disabled}
          onChange={(on) => setPodField('is_active', on ? 1 : 0)}
        />
        <Switch
          label="With Keyboard"
          checked={v.with_keyboard === 1}
          disabled={disabled}
          onChange={(on) => setPodField('with_keyboard', on ? 1 : 0)}
        />
        <Switch
          label="Pro"
          checked={v.pro === 1}
          disabled={disabled}
          onChange={(on) => setPodField('pro', on ? 1 : 0)}
        />
      </div>
    </FormGrid>
  );
}
