import type { CompView } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { type Column, DataTable } from '#components/data-table.tsx';
import { TextField } from '#components/form-fields.tsx';
import { ConfirmModal } from '#components/modal.tsx';
import {
  addCompTime,
  addingComp,
  COMP_MINUTES_DIGITS,
  compMinutes,
  compNote,
  compToDelete,
  deleteCompTime,
  deletingComp,
  typeCompMinutes,
  userDetail,
} from '../model/user-detail-model.ts';
import { formatMinutes } from '../model/user-format.ts';

/** An entry's id is a UUIDv7, whose head is a timestamp: its tail tells entries apart. */
const shortId = (id: string) => id.replace(/-/g, '').slice(-8);

const COLUMNS: Column<CompView>[] = [
  {
    key: 'id',
    header: 'ID',
    width: '7rem',
    cell: (c) => (
      <span className="comp-id" title={c.id}>
        {shortId(c.id)}
      </span>
    ),
  },
  {
    key: 'minutes',
    header: 'Minutes',
    align: 'end',
    cell: (c) => <span title={formatMinutes(c.comp_minutes)}>{c.comp_minutes.toLocaleString('en-US')}</span>,
  },
  { key: 'created', header: 'Created At', cell: (c) => c.FormattedCreatedAt },
  { key: 'note', header: 'Note', cell: (c) => c.note ?? '' },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (c) => (
      <Button
        variant="ghost"
        className="comp-delete"
        aria-label={`Delete ${c.comp_minutes} minutes from ${c.FormattedCreatedAt}`}
        onClick={() => {
          compToDelete.value = c;
        }}
      >
        Delete
      </Button>
    ),
  },
];

/** Comp Time: minutes (digits, at most 8) and ADD, then the entries with delete. */
export function CompTimeCard({ entries }: { entries: readonly CompView[] }) {
  useSignals();
  return (
    <Card title="Comp Time">
      <form
        className="comp-form"
        aria-label="Add comp time"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void addCompTime();
        }}
      >
        <div className="comp-form__minutes">
          <TextField
            label="Minutes"
            required
            value={compMinutes.value}
            onChange={typeCompMinutes}
            maxLength={COMP_MINUTES_DIGITS}
            placeholder="e.g. 60"
            autoComplete="off"
            disabled={addingComp.value}
          />
        </div>
        <div className="comp-form__note">
          <TextField
            label="Note"
            value={compNote.value}
            onChange={(v) => {
              compNote.value = v;
            }}
            maxLength={500}
            placeholder="Optional, e.g. make-up for a broken controller"
            disabled={addingComp.value}
          />
        </div>
        <Button type="submit" variant="primary" className="comp-form__add" busy={addingComp.value}>
          ADD
        </Button>
      </form>
      <DataTable
        label="Comp times"
        columns={COLUMNS}
        rows={entries}
        rowKey={(c) => c.id}
        loading={userDetail.loading.value}
        emptyText="No comp times found at the moment!"
      />
      <ConfirmModal
        open={compToDelete.value !== null}
        message="Are you sure you want to delete selected time entry ?"
        busy={deletingComp.value}
        onYes={() => void deleteCompTime()}
        onNo={() => {
          compToDelete.value = null;
        }}
      />
    </Card>
  );
}
