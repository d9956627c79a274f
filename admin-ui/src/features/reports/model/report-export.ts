// Exports of the Activity report: each table as CSV (papaparse writes the quoting), and the whole
// report as a PDF (report-pdf.ts) on the letterhead of the venue the filters show, named after its
// interval.
import type { Summary } from '@gamepod/contracts/http';
import Papa from 'papaparse';
import { summaryPdf } from './report-pdf.ts';
import { reportVenue } from './report-venue.ts';
import type { SummaryTable } from './summary-tables.ts';

/** Hands `blob` to the browser as a download called `name`. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** One table as CSV text: its headers, then its rows as the screen shows them. */
export function tableCsv<Row>(table: SummaryTable<Row>, summary: Summary): string {
  const rows = table.rows(summary).map((r) => table.columns.map((c) => c.text(r)));
  return Papa.unparse({ fields: table.columns.map((c) => c.header), data: rows });
}

export function downloadCsv<Row>(table: SummaryTable<Row>, summary: Summary): void {
  const csv = tableCsv(table, summary);
  download(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${summary.report.window.file_name}-${table.key}.csv`);
}

/** Saves the report as '<interval's file name>.pdf', on the letterhead of the venue the filters show. */
export async function downloadPdf(summary: Summary): Promise<void> {
  summaryPdf(summary, await reportVenue()).save(`${summary.report.window.file_name}.pdf`);
}
