/**
 * An id (a UUIDv7) shortened to its last 8 characters, the part that differs between records
 * made together; the whole id is its tooltip and what a screen reader reads.
 */
export function ShortId({ id }: { id: string }) {
  return (
    <code className="short-id" title={id}>
      <span aria-hidden="true">…{id.slice(-8)}</span>
      <span className="visually-hidden">{id}</span>
    </code>
  );
}
