/**
 * Pads columns to line up; numbers (and `-`) are right-aligned so digits stack.
 *
 * @example alignTable([['NAME', 'LAG'], ['audit_log', '0']]) // 'NAME       LAG\naudit_log    0'
 */
export function alignTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  const numeric = widths.map((_, i) => rows.slice(1).every((r) => /^(-|[\d,]+)?$/.test(r[i] ?? '')));
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const width = widths[i] ?? 0;
          return numeric[i] ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
