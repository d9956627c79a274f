import type { ApiKeyView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { TextField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import {
  copyNewKey,
  createKey,
  creatingKey,
  dismissNewKey,
  keyCopied,
  keyDelete,
  keyName,
  keyNameError,
  newKey,
  setKeyName,
} from '../model/api-keys-model.ts';
import { details } from '../model/edit-lab-model.ts';
import { LabSection, useSectionBanner } from './lab-section.tsx';

const COLUMNS: readonly Column<ApiKeyView>[] = [
  { key: 'name', header: 'Name', cell: (k) => <span className="labs-table__name">{k.api_key_name}</span> },
  { key: 'key', header: 'Key', cell: (k) => <code className="api-key__masked">{k.api_key}</code> },
  { key: 'created', header: 'Created At', cell: (k) => k.FormattedCreatedAt },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (k) => (
      <Button
        variant="ghost"
        className="row-delete"
        aria-label={`Delete ${k.api_key_name}`}
        onClick={() => keyDelete.ask(k)}
      >
        Delete
      </Button>
    ),
  },
];

/** The key just created, shown this once with a copy button. */
function NewKeyPanel() {
  useSignals();
  const shown = newKey.value;
  if (!shown) return null;
  const copied = keyCopied.value;
  return (
    <section className="new-key" aria-label="New API key">
      <p className="new-key__head">
        <strong>Copy the key “{shown.name}” now.</strong> It is shown only this once: gamepod keeps only its
        fingerprint, so it cannot be shown again.
      </p>
      <div className="new-key__row">
        <input
          className="field__control new-key__value"
          readOnly
          value={shown.key}
          aria-label={`API key ${shown.name}`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="primary" onClick={() => void copyNewKey()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={dismissNewKey}>
          Done
        </Button>
      </div>
      {copied === 'failed' ? (
        <p className="new-key__note" role="alert">
          The browser would not copy it: select the key and copy it by hand.
        </p>
      ) : null}
    </section>
  );
}

/** Lab API Keys: key name, Create, and the table with Delete. */
export function ApiKeysSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  return (
    <LabSection
      id="lab-api-keys"
      title="Lab API Keys"
      description="Keys for integrations with this lab. A new key is shown once, right after it is created."
      banner={banner}
    >
      <form
        noValidate
        className="inline-form inline-form--key"
        onSubmit={(e) => {
          e.preventDefault();
          void report(createKey());
        }}
      >
        <TextField
          label="Key Name"
          required
          maxLength={100}
          value={keyName.value}
          error={keyNameError.value}
          onChange={setKeyName}
        />
        <div className="inline-form__submit">
          <Button type="submit" variant="primary" busy={creatingKey.value}>
            Create
          </Button>
        </div>
      </form>
      <NewKeyPanel />
      <DataTable
        label="Api keys"
        columns={COLUMNS}
        rows={details.data.value?.apikeys ?? null}
        rowKey={(k) => k.id}
        emptyText="No api keys found at the moment!"
      />
      <ConfirmModal
        open={keyDelete.pending.value !== null}
        title="Delete api key"
        message={`Are you sure you want to delete the api key "${keyDelete.pending.value?.api_key_name ?? ''}"? Whatever uses it stops working.`}
        busy={keyDelete.busy.value}
        onYes={() => void report(keyDelete.confirm())}
        onNo={keyDelete.cancel}
      />
    </LabSection>
  );
}
