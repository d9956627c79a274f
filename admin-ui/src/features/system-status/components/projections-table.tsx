import { formatCount, type HealthSnapshot, type StatusTone } from '@gamepod/ui-kit';
import { StatusBadge } from '#components/status-badge.tsx';

type Projection = HealthSnapshot['projections'][number];

function stateOf({ checkpoint, lag }: Projection): { tone: StatusTone; label: string } {
  if (checkpoint === null) return { tone: 'unknown', label: 'Not built yet' };
  if (lag === null) return { tone: 'unknown', label: 'Lag unknown' };
  if (lag === 0) return { tone: 'ok', label: 'Up to date' };
  return { tone: 'warn', label: 'Catching up' };
}

/** The read models and how far each trails the event stream. */
export function ProjectionsTable({ snapshot }: { snapshot: HealthSnapshot }) {
  if (snapshot.projections.length === 0) {
    return <p className="status-card__empty">No read models run on this server yet.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="projections-table">
        <thead>
          <tr>
            <th scope="col">Read model</th>
            <th scope="col" className="projections-table__num">
              Checkpoint
            </th>
            <th scope="col" className="projections-table__num">
              Lag
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {snapshot.projections.map((projection) => {
            const state = stateOf(projection);
            return (
              <tr key={projection.name}>
                <th scope="row" className="projections-table__name">
                  {projection.name}
                </th>
                <td className="projections-table__num">{formatCount(projection.checkpoint)}</td>
                <td className="projections-table__num">{formatCount(projection.lag)}</td>
                <td>
                  <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
