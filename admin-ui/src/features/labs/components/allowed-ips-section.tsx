import type { AllowedIpView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import {
  allowedIpDelete,
  chooseIpsFile,
  IPS_TEMPLATE_URL,
  ipsFileError,
  ipsInputKey,
  ipsProgress,
  uploadIps,
  uploadingIps,
} from '../model/allowed-ips-model.ts';
import { details } from '../model/edit-lab-model.ts';
import { FilePicker } from './file-picker.tsx';
import { LabSection, useSectionBanner } from './lab-section.tsx';
import { ShortId } from './short-id.tsx';

const COLUMNS: readonly Column<AllowedIpView>[] = [
  { key: 'id', header: 'ID', width: '7rem', cell: (ip) => <ShortId id={ip.id} /> },
  { key: 'ip', header: 'IP Address', cell: (ip) => <code className="ip-address">{ip.allowed_ip}</code> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (ip) => (
      <Button
        variant="ghost"
        className="row-delete"
        aria-label={`Delete ${ip.allowed_ip}`}
        onClick={() => allowedIpDelete.ask(ip)}
      >
        Delete
      </Button>
    ),
  },
];

/** Lab Allowed IPs: CSV upload, Download Sample, and the list with delete. */
export function AllowedIpsSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  const uploading = uploadingIps.value;
  return (
    <LabSection
      id="lab-allowed-ips"
      title="Lab Allowed IPs"
      description="Upload a CSV with one IPv4 or IPv6 address per line; addresses the lab already has are skipped."
      banner={banner}
      actions={
        <a className="button button--ghost" href={IPS_TEMPLATE_URL} download="ips-template.csv">
          Download Sample
        </a>
      }
    >
      <form
        noValidate
        className="inline-form inline-form--upload"
        onSubmit={(e) => {
          e.preventDefault();
          void report(uploadIps());
        }}
      >
        <FilePicker
          key={ipsInputKey.value}
          label="CSV File"
          accept=".csv,text/csv"
          required
          error={ipsFileError.value}
          disabled={uploading}
          onChoose={chooseIpsFile}
        />
        <div className="inline-form__submit">
          <Button type="submit" variant="primary" busy={uploading}>
            {uploading ? `Uploading ${Math.round(ipsProgress.value * 100)}%` : 'Upload'}
          </Button>
        </div>
      </form>
      <DataTable
        label="Allowed IPs"
        columns={COLUMNS}
        rows={details.data.value?.allowedips ?? null}
        rowKey={(ip) => ip.id}
        emptyText="No allowed IPs yet."
      />
      <ConfirmModal
        open={allowedIpDelete.pending.value !== null}
        title="Delete allowed IP"
        message={`Are you sure you want to delete the allowed IP ${allowedIpDelete.pending.value?.allowed_ip ?? ''}?`}
        busy={allowedIpDelete.busy.value}
        onYes={() => void report(allowedIpDelete.confirm())}
        onNo={allowedIpDelete.cancel}
      />
    </LabSection>
  );
}
