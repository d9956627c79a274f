// The Activity report as a PDF of 15 × 15 in pages (jspdf): the venue's letterhead (logo, name,
// lab and interval), the figures, the charts as drawn on screen, then each table ruled row by row
// with its header row again on every page it runs onto (jspdf-autotable lays the tables out and
// breaks the pages), a running head on every page after the first and page numbers.
import type { Summary } from '@gamepod/contracts/http';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { chartImage } from './chart-images.ts';
import { formatHours, formatPercent, formatUsd, formatWait } from './report-format.ts';
import { SUMMARY_TABLES, type SummaryTable } from './summary-tables.ts';

/** A logo as the PDF draws it: a PNG data URL and its size in pixels. */
export type PdfImage = { readonly dataUrl: string; readonly width: number; readonly height: number };

/** Whose report it is: the venue (the client), the lab it covers ('All Labs') and the venue's logo. */
export type ReportVenue = { readonly name: string; readonly lab: string; readonly logo: PdfImage | null };

/** The PDF's page: 15 × 15 in, with 0.75 in margins. */
const PAGE = 15;
const MARGIN = 0.75;
/** The running header's band at the top of every page after the first. */
const RUNNING = 0.55;
const LOGO_HEIGHT = 1;

/** Page 1's letterhead: the logo, the venue's name, the report, its lab and interval; returns where it ends. */
function letterhead(doc: jsPDF, summary: Summary, venue: ReportVenue): number {
  let x = MARGIN;
  if (venue.logo) {
    const width = Math.min(3, (LOGO_HEIGHT * venue.logo.width) / venue.logo.height);
    doc.addImage(venue.logo.dataUrl, 'PNG', MARGIN, MARGIN, width, (width * venue.logo.height) / venue.logo.width);
    x += width + 0.35;
  }
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(26)
    .setTextColor(20)
    .text(venue.name || 'Activity report', x, MARGIN + 0.35);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(14)
    .text(`Activity report · ${venue.lab}`, x, MARGIN + 0.7);
  doc
    .setFontSize(12)
    .setTextColor(80)
    .text(summary.report.window.label, x, MARGIN + 0.98);
  return MARGIN + LOGO_HEIGHT + 0.45;
}

/** One row of figures, label over value, across the page; returns where it ends. */
function figureRow(doc: jsPDF, figures: ReadonlyArray<[string, string]>, top: number, across: number): number {
  const cell = (PAGE - 2 * MARGIN) / across;
  figures.forEach(([label, value], i) => {
    doc
      .setFont('helvetica', 'normal')
      .setFontSize(9)
      .setTextColor(90)
      .text(label.toUpperCase(), MARGIN + i * cell, top);
    doc
      .setFontSize(18)
      .setTextColor(20)
      .text(value, MARGIN + i * cell, top + 0.35);
  });
  return top + 0.9;
}

/** The report's figures: play, feedback and revenue in a row, the queue's in the next; returns where they end. */
function stats(doc: jsPDF, summary: Summary, top: number): number {
  const s = summary.report.stats;
  const q = summary.report.queue;
  const figures: Array<[string, string]> = [
    ['Sessions', String(s.sessions)],
    ['Players', String(s.players)],
    ['Guests', String(s.guests)],
    ['Play time (h)', formatHours(s.play_time)],
    ['Avg session (min)', String(s.average_minutes)],
    ['Occupancy', formatPercent(s.occupancy, 2)],
    ['Surveys', String(s.surveys)],
    ['Rating', s.rating === null ? '—' : `${s.rating}/5`],
    ['Revenue', formatUsd(summary.revenue.total)],
  ];
  const queue: Array<[string, string]> = [
    ['Queued', String(q.places)],
    ['Offered a seat', String(q.offered)],
    ['Median wait', formatWait(q.wait_median)],
    ['90th pct wait', formatWait(q.wait_p90)],
    ['No-shows', String(q.no_shows)],
    ['Abandoned', String(q.abandoned)],
  ];
  return figureRow(doc, queue, figureRow(doc, figures, top, figures.length), figures.length);
}

/** The three charts as the screen drew them; returns where they end. */
function charts(doc: jsPDF, top: number): number {
  const half = (PAGE - 2 * MARGIN - 0.5) / 2;
  const placed: Array<[string, string, number, number]> = [
    ['sessions-per-day', 'Sessions per day', MARGIN, top],
    ['occupancy-by-hour', 'Occupancy by hour', MARGIN + half + 0.5, top],
    ['top-games', 'Top games', MARGIN, top + 4.6],
  ];
  for (const [name, title, x, y] of placed) {
    const image = chartImage(name);
    doc.setFont('helvetica', 'bold').setFontSize(13).setTextColor(20).text(title, x, y);
    if (image) doc.addImage(image, 'PNG', x, y + 0.2, half, half * 0.55);
    else
      doc
        .setFont('helvetica', 'normal')
        .setFontSize(11)
        .text('Nothing to chart.', x, y + 0.5);
  }
  return top + 9.2;
}

/** Where the last table drawn ended (jspdf-autotable records it on the document). */
const tableEnd = (doc: jsPDF): number =>
  (doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 0;

/** One table from `top`: its title, then its rows ruled, the header row again on every page it runs onto. */
function pdfTable<Row>(doc: jsPDF, table: SummaryTable<Row>, summary: Summary, top: number): number {
  let y = top;
  // a title needs its header and a row or two under it
  if (y + 1.2 > PAGE - MARGIN) {
    doc.addPage([PAGE, PAGE], 'portrait');
    y = MARGIN + RUNNING;
  }
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(15)
    .setTextColor(20)
    .text(table.title, MARGIN, y + 0.3);
  const rows = table.rows(summary).map((r) => table.columns.map((c) => c.text(r)));
  const align = (c: (typeof table.columns)[number]) => (c.align === 'end' ? 'right' : 'left');
  autoTable(doc, {
    startY: y + 0.5,
    margin: { top: MARGIN + RUNNING, bottom: MARGIN, left: MARGIN, right: MARGIN },
    head: [table.columns.map((c) => c.header)],
    body: rows.length > 0 ? rows : [[{ content: table.emptyText, colSpan: table.columns.length }]],
    showHead: 'everyPage',
    theme: 'plain',
    styles: { font: 'helvetica', fontSize: 10, textColor: 30, cellPadding: 0.08, lineColor: 200 },
    headStyles: { fontStyle: 'bold', textColor: 40, fillColor: 236, lineWidth: { bottom: 0.02 }, lineColor: 120 },
    bodyStyles: { lineWidth: { bottom: 0.01 } },
    columnStyles: Object.fromEntries(table.columns.map((c, i) => [i, { halign: align(c) }])),
    didParseCell: (cell) => {
      if (cell.section === 'head')
        cell.cell.styles.halign = align(table.columns[cell.column.index] ?? { header: '', text: () => '' });
    },
  });
  return tableEnd(doc) + 0.5;
}

/** Every page after the first: the venue, lab and interval above a rule; every page: its number. */
function runningHeads(doc: jsPDF, summary: Summary, venue: ReportVenue): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(90);
    if (page > 1) {
      const title = [venue.name, venue.lab, 'Activity report', summary.report.window.label].filter(Boolean).join(' · ');
      doc.text(title, MARGIN, MARGIN);
      doc
        .setDrawColor(200)
        .setLineWidth(0.01)
        .line(MARGIN, MARGIN + 0.12, PAGE - MARGIN, MARGIN + 0.12);
    }
    doc.text(`Page ${page} of ${pages}`, PAGE - MARGIN, PAGE - MARGIN / 2, { align: 'right' });
  }
}

/** The report as a PDF document (not yet saved), on `venue`'s letterhead. */
export function summaryPdf(summary: Summary, venue: ReportVenue): jsPDF {
  const doc = new jsPDF({ unit: 'in', format: [PAGE, PAGE], orientation: 'portrait' });
  let y = letterhead(doc, summary, venue);
  y = stats(doc, summary, y);
  y = charts(doc, y);
  for (const table of SUMMARY_TABLES) y = pdfTable(doc, table, summary, y);
  runningHeads(doc, summary, venue);
  return doc;
}
