// Paged lists (3 page links; page sizes 10, or 7 for alerts and messages) and their pager.

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

/** The pager under a paged table: the page shown, the last page, the status text and the move. */
export type Pager = {
  readonly page: number;
  readonly lastPage: number;
  /** 'Showing 11 to 20 of 42 entries'. */
  readonly status: string;
  readonly onPage: (page: number) => void;
};

/** What a paged list's reply says beside its rows; a list that leaves a field out gets it worked out from `pageSize`. */
export type PagedReply = {
  readonly total_rows: number;
  readonly current_page?: number;
  readonly last_page?: number;
  readonly status_text?: string;
};

/**
 * The pager of a paged reply: none while the list is not loaded or has no rows. `page` is the
 * page asked for when the screen keeps it (the pager moves before the next page's reply comes);
 * `pageSize` works out the last page or the status text a reply leaves out.
 *
 * @example pager={pagerOf(offersPage.data.value, goToOffersPage)}
 * @example pager={pagerOf(page, goToCataloguePage, { page: cataloguePage.value, pageSize: 10 })}
 */
export function pagerOf(
  reply: PagedReply | null | undefined,
  onPage: (page: number) => void,
  o: { readonly page?: number; readonly pageSize?: number } = {},
): Pager | null {
  if (!reply || reply.total_rows === 0) return null;
  const size = o.pageSize ?? 10;
  const page = o.page ?? reply.current_page ?? 1;
  return {
    page,
    lastPage: reply.last_page ?? Math.ceil(reply.total_rows / size),
    status: reply.status_text ?? pageStatus(page, size, reply.total_rows),
    onPage,
  };
}
