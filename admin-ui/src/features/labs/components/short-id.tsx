/**
 * An id in a table: its last 8 characters (a UUIDv7's random tail, which tells rows apart),
 * the whole id in the tooltip.
 */
export function ShortId({ id }: { id: string }) {
  return (
    <code className="short-id" title={id}>
      {id.slice(-8)}
    </code>
  );
}
