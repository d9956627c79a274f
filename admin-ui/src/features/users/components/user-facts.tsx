import type { ReactNode } from 'react';

/** Label and value pairs of a details block (a <dl>), laid out as a two-column list. */
export function UserFacts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="user-facts">
      {rows.map(([label, value]) => (
        <div className="user-facts__row" key={label}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <span className="user-facts__none">—</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
