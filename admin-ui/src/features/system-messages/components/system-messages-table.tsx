import type { SystemMessageRow } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { type Column, DataTable, pagerOf } from '#components/data-table.tsx';
import { TextField } from '#components/form-fields.tsx';
import {
  applySearch,
  editMessage,
  goToMessagesPage,
  messageRows,
  messagesPage,
  messagesQuery,
  searchDraft,
  sortMessages,
} from '../model/system-messages-model.ts';

const SOURCE = { 'built-in': 'Built in', edited: 'Reworded', custom: 'Added' } as const;

const COLUMNS: Column<SystemMessageRow>[] = [
  { key: 'text_head', header: 'Heading', sortable: true, cell: (m) => <strong>{m.text_head}</strong> },
  { key: 'text_sub', header: 'Text', sortable: true, cell: (m) => m.text_sub || '—' },
  { key: 'msg_key', header: 'Message Key', sortable: true, cell: (m) => <code>{m.msg_key}</code> },
  { key: 'type', header: 'Type', sortable: true, cell: (m) => m.type },
  { key: 'source', header: 'Source', sortable: true, cell: (m) => SOURCE[m.source] },
  {
    key: 'action',
    header: 'Action',
    align: 'end',
    cell: (m) => (
      <Button variant="ghost" onClick={() => editMessage(m)} aria-label={`Edit ${m.msg_key}`}>
        Edit
      </Button>
    ),
  },
];

/** The catalogue, 7 per page: searched on Enter, sorted by a column (text_head descending first). */
export function SystemMessagesTable() {
  useSignals();
  return (
    <>
      <search className="messages-search">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applySearch();
          }}
        >
          <TextField
            label="Search"
            value={searchDraft.value}
            onChange={(v) => {
              searchDraft.value = v;
            }}
            placeholder="Key, heading or text, then press Enter"
            maxLength={100}
          />
        </form>
      </search>
      <DataTable
        label="Messages"
        columns={COLUMNS}
        rows={messageRows.value}
        rowKey={(m) => m.msg_key}
        loading={messagesPage.loading.value}
        emptyText="No messages found at the moment!"
        sort={messagesQuery.value.sort}
        onSort={sortMessages}
        pager={pagerOf(messagesPage.data.value, goToMessagesPage)}
      />
    </>
  );
}
