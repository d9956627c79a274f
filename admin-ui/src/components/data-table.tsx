import type { ReactNode } from 'react';
import type { Pager } from '#lib/paging.ts';
import { Pagination } from './pagination.tsx';
import { Spinner } from './spinner.tsx';
import './data-table.css';

export { type Pager, pagerOf } from '#lib/paging.ts';

export type SortDir = 'asc' | 'desc';
export type Sort = { readonly by: string; readonly dir: SortDir };

export type Column<Row> = {
  /** Stable id; also the sort key sent to the server (`sort_by`) for sortable columns. */
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly sortable?: boolean;
  readonly align?: 'start' | 'end' | 'center';
  /** A CSS width for the column, e.g. '6rem'. */
  readonly width?: string;
};

type DataTableProps<Row> = {
  /** Names the table for screen readers (and tests): "Labs", "Users". */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  /** Shows the loading row (a first load) or dims the rows (a refresh with rows on screen). */
  loading?: boolean;
  /** The list's empty text, e.g. 'No labs found at the moment!'. */
  emptyText: string;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  /** A paged list's pager under the table (Previous, 3 page links, Next, the status text), still while loading; none: no pager. */
  pager?: Pager | null;
};

const nextSort = (sort: Sort | undefined, key: string): Sort =>
  sort?.by === key ? { by: key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { by: key, dir: 'asc' };

/**
 * A table of rows: sortable headers (buttons with aria-sort, so Enter and Space sort), a loading
 * row with a spinner, the list's empty text as a row, and a paged list's pager under it. Scrolls
 * sideways on narrow screens. Every console table is one.
 *
 * @example
 * <DataTable label="Labs" columns={LAB_COLUMNS} rows={labs.data.value} rowKey={(l) => l.id}
 *   loading={labs.loading.value} emptyText="No labs found at the moment!" />
 * @example
 * <DataTable label="Offers" columns={cols} rows={offerRows.value} rowKey={(o) => o.id} loading={busy}
 *   emptyText="No offers found at the moment!" pager={pagerOf(offersPage.data.value, goToOffersPage)} />
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  sort,
  onSort,
  pager,
}: DataTableProps<Row>) {
  const firstLoad = loading && rows === null;
  const refreshing = loading && rows !== null;
  return (
    <>
      <div className={`data-table${refreshing ? ' data-table--refreshing' : ''}`}>
        <table aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = sort?.by === c.key ? sort.dir : undefined;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    style={{ width: c.width, textAlign: c.align }}
                    aria-sort={
                      c.sortable
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {c.sortable && onSort ? (
                      <button type="button" className="data-table__sort" onClick={() => onSort(nextSort(sort, c.key))}>
                        {c.header}
                        <span
                          className={`data-table__arrow${sorted ? ` data-table__arrow--${sorted}` : ''}`}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {firstLoad ? (
              <tr className="data-table__note">
                <td colSpan={columns.length}>
                  <Spinner label="Loading…" showLabel />
                </td>
              </tr>
            ) : !rows || rows.length === 0 ? (
              <tr className="data-table__note">
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    // data-label lets a screen's CSS lay rows out as labelled cards on narrow screens
                    <td key={c.key} style={{ textAlign: c.align }} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pager ? (
        <Pagination
          page={pager.page}
          lastPage={pager.lastPage}
          onPage={pager.onPage}
          status={pager.status}
          disabled={loading}
        />
      ) : null}
    </>
  );
}
