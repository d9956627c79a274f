import Type from 'typebox';

// The fields the paged lists share: the time zone times are shown in, the sort direction, the
// page asked for, and what the reply says beside its rows.

/** The IANA zone a list's or form's times are read and shown in. */
export const TimeZone = Type.Optional(
  Type.String({
    maxLength: 64,
    description: "IANA zone for the formatted times, e.g. 'America/Chicago'; UTC if left out",
  }),
);

/** A list's sort direction, in either case. */
export const SortType = Type.Optional(
  Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')]),
);

/**
 * The last page any list may be asked for. Every paging field has a maximum: past it an offset
 * means nothing, and a number past 2^53 (or past Postgres' bigint) would make the query fail.
 */
export const PAGE_MAX = 100_000;
/** The most rows a page may hold. */
export const PAGE_LENGTH_MAX = 100;

/** The page asked for, 1 to `PAGE_MAX`. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: PAGE_MAX });
/** Rows per page, 1 to `PAGE_LENGTH_MAX`. */
export const PageLength = Type.Integer({ minimum: 1, maximum: PAGE_LENGTH_MAX, description: 'rows per page' });

/** A paged list's position: rows per page (defaulting to the list's page size) and the page. */
export const paging = (pageSize: number) => ({
  length: Type.Integer({ minimum: 1, maximum: PAGE_LENGTH_MAX, default: pageSize, description: 'rows per page' }),
  page: Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 }),
});

/** What a paged list's reply says beside its rows. */
export const PageFacts = {
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total_rows: Type.Integer(),
  status_text: Type.String({ description: "e.g. 'Showing 1 to 7 of 12 entries'" }),
};
