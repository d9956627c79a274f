// Exports of the Activity report: each table as CSV (papaparse writes the quoting), and the whole
// report as a PDF of 15 × 15 in pages (jspdf), named after its interval, with the charts as drawn.
import type { Summary } from '@gamepod/contracts/http';
import { jsPDF } from 'jspdf';
import Papa from 'papaparse';
import { chartImage } from './chart-images.ts';
import { formatHours, formatPercent, formatUsd } from './report-format.ts';
import { SUMMARY_TABLES, type SummaryTable } from './summary-tables.ts';

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

/** The PDF's page: 15 × 15 in, with 0.75 in margins. */
const PAGE = 15;
const MARGIN = 0.75;
const LINE = 0.28;

/** The report as a PDF document (not yet saved). */
export function summaryPdf(summary: Summary): jsPDF {
  const doc = new jsPDF({ unit: 'in', format: [PAGE, PAGE], orientation: 'portrait' });
  const { report, revenue } = summary;
  let y = MARGIN;
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(26)
    .text('Activity report', MARGIN, y + 0.3);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(13)
    .text(report.window.label, MARGIN, y + 0.7);
  y += 1.2;
  const s = report.stats;
  const stats: Array<[string, string]> = [
    ['Sessions', String(s.sessions)],
    ['Players', String(s.players)],
    ['Guests', String(s.guests)],
    ['Play time (h)', formatHours(s.play_time)],
    ['Avg session (min)', String(s.average_minutes)],
    ['Occupancy', formatPercent(s.occupancy, 2)],
    ['Surveys', String(s.surveys)],
    ['Rating', s.rating === null ? '—' : `${s.rating}/5`],
    ['Revenue', formatUsd(revenue.total)],
  ];
  const cell = (PAGE - 2 * MARGIN) / stats.length;
  stats.forEach(([label, value], i) => {
    doc
      .setFontSize(9)
      .setTextColor(110)
      .text(label.toUpperCase(), MARGIN + i * cell, y);
    doc
      .setFontSize(18)
      .setTextColor(20)
      .text(value, MARGIN + i * cell, y + 0.35);
  });
  y += 0.9;
  const half = (PAGE - 2 * MARGIN - 0.5) / 2;
  const charts: Array<[string, string, number, number]> = [
    ['sessions-per-day', 'Sessions per day', MARGIN, y],
    ['occupancy-by-hour', 'Occupancy by hour', MARGIN + half + 0.5, y],
    ['top-games', 'Top games', MARGIN, y + 4.6],
  ];
  for (const [name, title, x, top] of charts) {
    const image = chartImage(name);
    doc.setFont('helvetica', 'bold').setFontSize(13).text(title, x, top);
    if (image) doc.addImage(image, 'PNG', x, top + 0.2, half, half * 0.55);
    else
      doc
        .setFont('helvetica', 'normal')
        .setFontSize(11)
        .text('Nothing to chart.', x, top + 0.5);
  }
  y += 9.2;
  for (const table of SUMMARY_TABLES) y = pdfTable(doc, table, summary, y);
  return doc;
}

/** Draws one table from `y`, carrying on over pages; returns where it ended. */
function pdfTable<Row>(doc: jsPDF, table: SummaryTable<Row>, summary: Summary, start: number): number {
  let y = start;
  const width = (PAGE - 2 * MARGIN) / table.columns.length;
  const rows = table.rows(summary);
  const header = () => {
    doc.setFont('helvetica', 'bold').setFontSize(10).setTextColor(90);
    table.columns.forEach((c, i) => {
      doc.text(c.header, MARGIN + i * width, y);
    });
    y += LINE;
  };
  // a title needs its header and a row or two under it
  if (y + 1.2 > PAGE - MARGIN) {
    doc.addPage([PAGE, PAGE], 'portrait');
    y = MARGIN;
  }
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(15)
    .setTextColor(20)
    .text(table.title, MARGIN, y + 0.3);
  y += 0.7;
  header();
  if (rows.length === 0) {
    doc.setFont('helvetica', 'italic').setFontSize(10).text(table.emptyText, MARGIN, y);
    y += LINE;
  }
  for (const row of rows) {
    if (y + LINE > PAGE - MARGIN) {
      doc.addPage([PAGE, PAGE], 'portrait');
      y = MARGIN;
      header();
    }
    doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(30);
    table.columns.forEach((c, i) => {
      const text = doc.splitTextToSize(c.text(row), width - 0.15)[0] ?? '';
      doc.text(text, MARGIN + i * width, y);
    });
    y += LINE;
  }
  return y + 0.4;
}

/** Saves the report as '<interval's file name>.pdf'. */
export function downloadPdf(summary: Summary): void {
  summaryPdf(summary).save(`${summary.report.window.file_name}.pdf`);
}
