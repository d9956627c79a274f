import Type, { type TSchema } from 'typebox';

// Fields the alert and system message calls share.

export const Nullable = <S extends TSchema>(s: S) => Type.Union([s, Type.Null()]);

/** The session token, when a caller sends it in the body or query instead of `Authorization: Bearer`. */
export const Token = Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: 'session token' }));

/** A client, lab, alert or message id (UUIDv7). */
export const Id = (description: string) =>
  Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description });

/** 1 = on, 0 = off. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 = on, 0 = off' });

export const TimeZone = Type.Optional(
  Type.String({
    maxLength: 64,
    description: "IANA zone the times are read and shown in, e.g. 'America/Chicago'; UTC if left out",
  }),
);

export const SortType = Type.Optional(
  Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')]),
);

/** A paged list's position: the spec's `length` and `page`. */
export const paging = (pageSize: number) => ({
  length: Type.Integer({ minimum: 1, maximum: 100, default: pageSize, description: 'rows per page' }),
  page: Type.Integer({ minimum: 1, default: 1 }),
});

/** What a paged list's reply says beside its rows. */
export const PageFacts = {
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total_rows: Type.Integer(),
  status_text: Type.String({ description: "e.g. 'Showing 1 to 7 of 12 entries'" }),
};
