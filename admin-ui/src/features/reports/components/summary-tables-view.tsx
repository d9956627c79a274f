import type { Summary } from '@gamepod/contracts/http';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '#components/button.tsx';
import { Card } from '#components/card.tsx';
import { DataTable } from '#components/data-table.tsx';
import { downloadCsv } from '../model/report-export.ts';
import { summaryReport } from '../model/summary-report-model.ts';
import { SUMMARY_TABLES, type SummaryTable } from '../model/summary-tables.ts';

function TableCard<Row>({ table, summary }: { table: SummaryTable<Row>; summary: Summary }) {
  const rows = table.rows(summary);
  return (
    <Card
      title={table.title}
      actions={
        <Button
          onClick={() => downloadCsv(table, summary)}
          disabled={rows.length === 0}
          aria-label={`Export ${table.title} as CSV`}
        >
          Export CSV
        </Button>
      }
    >
      <DataTable
        label={table.title}
        columns={table.columns.map((c, i) => ({ key: String(i), header: c.header, align: c.align, cell: c.text }))}
        rows={rows}
        rowKey={(r) => table.columns.map((c) => c.text(r)).join('|')}
        emptyText={table.emptyText}
      />
    </Card>
  );
}

/** The Activity report's tables, each with its CSV export. */
export function SummaryTablesView() {
  useSignals();
  const summary = summaryReport.data.value;
  if (!summary) return null;
  return (
    <div className="report-tables">
      {SUMMARY_TABLES.map((t) => (
        <TableCard key={t.key} table={t} summary={summary} />
      ))}
    </div>
  );
}
