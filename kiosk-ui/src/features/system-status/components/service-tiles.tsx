import {
  formatCount,
  formatMillis,
  type HealthSnapshot,
  maxLag,
  SERVICES,
  StatusIcon,
  type StatusTone,
} from '@gamepod/ui-kit';

type Tile = { key: string; label: string; tone: StatusTone; value: string };

function readModelsTile(snapshot: HealthSnapshot): Tile {
  const label = 'Read models';
  if (snapshot.projections.length === 0) return { key: 'projections', label, tone: 'unknown', value: 'None running' };
  const lag = maxLag(snapshot);
  if (lag === null) return { key: 'projections', label, tone: 'unknown', value: 'Lag unknown' };
  if (lag === 0) return { key: 'projections', label, tone: 'ok', value: 'Up to date' };
  return { key: 'projections', label, tone: 'warn', value: `${formatCount(lag)} behind` };
}

function tilesFor(snapshot: HealthSnapshot): Tile[] {
  const { nats, postgres, stream } = snapshot;
  return [
    {
      key: 'nats',
      label: SERVICES.nats.name,
      tone: nats.ok ? 'ok' : 'down',
      value: nats.ok ? `Ready · ${formatMillis(nats.rttMs)}` : 'Down',
    },
    {
      key: 'postgres',
      label: SERVICES.postgres.name,
      tone: postgres.ok ? 'ok' : 'down',
      value: postgres.ok ? `Ready · ${formatMillis(postgres.latencyMs)}` : 'Down',
    },
    {
      key: 'stream',
      label: SERVICES.stream.name,
      tone: stream.ok ? 'ok' : 'down',
      value: stream.ok ? `Event #${formatCount(stream.lastSeq)}` : 'Down',
    },
    readModelsTile(snapshot),
  ];
}

/** One compact tile per service, for reading from across the room. */
export function ServiceTiles({ snapshot }: { snapshot: HealthSnapshot }) {
  return (
    <ul className="service-tiles">
      {tilesFor(snapshot).map((tile) => (
        <li key={tile.key} className={`service-tile service-tile--${tile.tone}`}>
          <StatusIcon tone={tile.tone} className="service-tile__icon" />
          <span className="service-tile__label">{tile.label}</span>
          <span className="service-tile__value">{tile.value}</span>
        </li>
      ))}
    </ul>
  );
}
