// Paged lists (3 page links; page sizes 10, or 7 for alerts and messages).

/** At most 3 numbered page links. */
export const PAGE_LINKS = 3;

/** The numbered pages to show: a window of `PAGE_LINKS` around the current page, kept inside 1..last. */
export function pageWindow(page: number, lastPage: number, links = PAGE_LINKS): number[] {
  const last = Math.max(1, lastPage);
  const start = Math.max(1, Math.min(page - Math.floor(links / 2), last - links + 1));
  return Array.from({ length: Math.min(links, last) }, (_, i) => start + i);
}

/** The status text under a paged table, e.g. 'Showing 11 to 20 of 42 entries'. */
export function pageStatus(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 entries';
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from} to ${Math.min(total, page * pageSize)} of ${total} entries`;
}
