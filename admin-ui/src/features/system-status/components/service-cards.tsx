import { formatCount, formatMillis, type HealthSnapshot, SERVICES, type ServiceId } from '@gamepod/ui-kit';
import { StatusBadge } from '#components/status-badge.tsx';

type Card = { id: ServiceId; ok: boolean; metric: string; value: string; note: string | null };

function cardsFor({ nats, postgres, stream }: HealthSnapshot): Card[] {
  return [
    { id: 'nats', ok: nats.ok, metric: 'Round trip', value: formatMillis(nats.rttMs), note: null },
    {
      id: 'postgres',
      ok: postgres.ok,
      metric: 'Query time',
      value: formatMillis(postgres.latencyMs),
      note: null,
    },
    { id: 'stream', ok: stream.ok, metric: 'Last sequence', value: formatCount(stream.lastSeq), note: stream.name },
  ];
}

/** One card per backing service: up or down, and the number that says how well. */
export function ServiceCards({ snapshot }: { snapshot: HealthSnapshot }) {
  return (
    <ul className="service-cards" aria-label="Services">
      {cardsFor(snapshot).map((card) => (
        <li key={card.id} className={`service-card${card.ok ? '' : ' service-card--down'}`}>
          <div className="service-card__head">
            <h2 className="service-card__name">
              {SERVICES[card.id].name}
              <span className="service-card__tech">{SERVICES[card.id].tech}</span>
            </h2>
            <StatusBadge tone={card.ok ? 'ok' : 'down'}>{card.ok ? 'Up' : 'Down'}</StatusBadge>
          </div>
          <dl className="service-card__metric">
            <dt>{card.metric}</dt>
            <dd className={card.ok ? undefined : 'service-card__no-reply'}>{card.ok ? card.value : 'No reply'}</dd>
          </dl>
          {card.note && <p className="service-card__note">{card.note}</p>}
        </li>
      ))}
    </ul>
  );
}
