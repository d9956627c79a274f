import { isIP } from 'node:net';
import { ALLOWED_IPS_CSV_MAX_BYTES } from '@gamepod/contracts/catalogues';
import { ValidationError } from '@gamepod/events';
import Papa from 'papaparse';
import { MAX_ALLOWED_IPS_PER_LAB } from '../domain/lab-decider.ts';

/** Largest allowed-IP CSV accepted, as the upload's contract declares it. */
export const MAX_CSV_BYTES = ALLOWED_IPS_CSV_MAX_BYTES;

/** The optional first-line header, as in /ips-template.csv. */
export const CSV_HEADER = 'allowed_ip';

const bad = (message: string, line?: number) =>
  new ValidationError(`csv_file: ${message}`, line === undefined ? { field: 'csv_file' } : { field: 'csv_file', line });

/**
 * One address in the form the lab stores it, so that the same address written two ways is
 * one entry: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) becomes IPv4, IPv6 is lower-cased and
 * compressed (`2001:DB8:0:0::1` → `2001:db8::1`). Null when it is not a plain address
 * (ranges, zone ids and host names are not).
 */
export function normaliseIpAddress(text: string): string | null {
  const raw = text.trim();
  if (raw.includes('%')) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 ? mapped : null;
  switch (isIP(raw)) {
    case 4:
      return raw;
    case 6:
      // the URL parser is the standard library's IPv6 canonicaliser (RFC 5952 form)
      return new URL(`http://[${raw}]/`).hostname.slice(1, -1);
    default:
      return null;
  }
}

/** Images, archives and spreadsheets hold NUL and other control bytes; CSV text has only tab, CR and LF. */
function hasControlBytes(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return true;
  return false;
}

function printable(text: string): string {
  const clean = text.replace(/[^\x20-\x7e]/g, '?');
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}

/** Each record's cells (trimmed, empty ones dropped) and the 1-based line it starts on. */
function records(text: string): Array<{ readonly line: number; readonly cells: string[] }> {
  const found: Array<{ line: number; cells: string[] }> = [];
  let line = 1;
  let consumed = 0;
  const breaks = (from: number, to: number) => text.slice(from, to).match(/\r\n|\r|\n/g)?.length ?? 0;
  Papa.parse<string[]>(text, {
    // the parser's cursor stands after each record's line end: counting line breaks up to it,
    // so a quoted cell that spans lines does not shift the numbers of the lines after it
    step(result) {
      found.push({ line, cells: result.data.map((c) => c.trim()).filter((c) => c !== '') });
      line += breaks(consumed, result.meta.cursor);
      consumed = result.meta.cursor;
    },
  });
  return found;
}

/**
 * Reads an allowed-IP CSV (RFC 4180, parsed by papaparse as the export is written): one
 * address per record, an optional `allowed_ip` header, blank lines, quotes, a BOM and any line
 * ends accepted, duplicates dropped. All or nothing: the first bad record rejects the file and
 * its (1-based) line is named in the error.
 *
 * @throws ValidationError with `field: 'csv_file'` (and `line` when one line is at fault).
 */
export function parseAllowedIpsCsv(bytes: Uint8Array): string[] {
  if (bytes.length === 0) throw bad('is empty');
  if (bytes.length > MAX_CSV_BYTES) throw bad(`is larger than ${MAX_CSV_BYTES / 1024} kB`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw bad('is not a CSV text file');
  }
  if (hasControlBytes(bytes)) throw bad('is not a CSV text file');
  const ips: string[] = [];
  let seenContent = false;
  for (const { line, cells } of records(text.replace(/^\uFEFF/, ''))) {
    const [cell, extra] = cells;
    if (cell === undefined) continue;
    const first = !seenContent;
    seenContent = true;
    if (extra !== undefined) throw bad(`line ${line} has more than one value: '${printable(cells.join(','))}'`, line);
    if (first && cell.toLowerCase() === CSV_HEADER) continue;
    const ip = normaliseIpAddress(cell);
    if (ip === null) throw bad(`line ${line} is not an IPv4 or IPv6 address: '${printable(cell)}'`, line);
    ips.push(ip);
  }
  const unique = [...new Set(ips)];
  if (unique.length === 0) throw bad('has no addresses');
  if (unique.length > MAX_ALLOWED_IPS_PER_LAB) throw bad(`has more than ${MAX_ALLOWED_IPS_PER_LAB} addresses`);
  return unique;
}
