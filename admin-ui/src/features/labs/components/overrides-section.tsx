import type { OverrideView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { MaskedField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import { Switch } from '#components/switch.tsx';
import { details } from '../model/edit-lab-model.ts';
import {
  addingOverride,
  addOverride,
  overrideDelete,
  overrideDraft,
  overrideErrors,
  setOverride,
} from '../model/overrides-model.ts';
import { LabSection, useSectionBanner } from './lab-section.tsx';
import { ShortId } from './short-id.tsx';
import { YesNo } from './yes-no.tsx';

const COLUMNS: readonly Column<OverrideView>[] = [
  { key: 'id', header: 'ID', cell: (o) => <ShortId id={o.id} /> },
  { key: 'date', header: 'Date', cell: (o) => o.date },
  {
    key: 'hours',
    header: 'Start – End',
    cell: (o) => (o.time_start_ampm ? `${o.time_start_ampm} – ${o.time_end_ampm ?? ''}` : '—'),
  },
  { key: 'paid', header: 'Paid', cell: (o) => <YesNo on={o.is_paid === 1} /> },
  { key: 'closed', header: 'Closed?', cell: (o) => <YesNo on={o.is_closed === 1} /> },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (o) => (
      <Button
        variant="ghost"
        className="row-delete"
        aria-label={`Delete override ${o.date}`}
        onClick={() => overrideDelete.ask(o)}
      >
        Delete
      </Button>
    ),
  },
];

/** Lab Schedule Overrides: one date's hours, Paid and Closed?, Add; the list with Delete. */
export function OverridesSection() {
  useSignals();
  const [banner, report] = useSectionBanner();
  const d = overrideDraft.value;
  const e = overrideErrors.value;
  return (
    <LabSection
      id="lab-overrides"
      title="Lab Schedule Overrides"
      description="Different hours for one date, such as a holiday: they replace that day's weekly hours."
      banner={banner}
    >
      <form
        noValidate
        className="inline-form inline-form--override"
        onSubmit={(ev) => {
          ev.preventDefault();
          void report(addOverride());
        }}
      >
        <MaskedField
          mask="date"
          picker
          label="Date"
          required
          value={d.date}
          error={e.date}
          maxLength={10}
          onChange={(v) => setOverride('date', v)}
        />
        <MaskedField
          mask="time12"
          picker
          label="Start"
          value={d.time_start}
          error={e.time_start}
          maxLength={8}
          onChange={(v) => setOverride('time_start', v)}
        />
        <MaskedField
          mask="time12"
          picker
          label="End"
          required={d.time_start.trim() !== ''}
          value={d.time_end}
          error={e.time_end}
          maxLength={8}
          onChange={(v) => setOverride('time_end', v)}
        />
        <div className="inline-form__switches">
          <Switch label="Paid" checked={d.is_paid} onChange={(on) => setOverride('is_paid', on)} />
          <Switch label="Closed?" checked={d.is_closed} onChange={(on) => setOverride('is_closed', on)} />
        </div>
        <div className="inline-form__submit">
          <Button type="submit" variant="primary" busy={addingOverride.value}>
            Add
          </Button>
        </div>
      </form>
      <DataTable
        label="Schedule overrides"
        columns={COLUMNS}
        rows={details.data.value?.overrides ?? null}
        rowKey={(o) => o.id}
        emptyText="No schedule overrides yet."
      />
      <ConfirmModal
        open={overrideDelete.pending.value !== null}
        title="Delete override"
        message={`Are you sure you want to delete the schedule override for ${overrideDelete.pending.value?.date ?? ''}?`}
        busy={overrideDelete.busy.value}
        onYes={() => void report(overrideDelete.confirm())}
        onNo={overrideDelete.cancel}
      />
    </LabSection>
  );
}
