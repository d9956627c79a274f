import type { ClientDetail } from '@gamepod/contracts/http';
import { Card } from '#components/card.tsx';
import { UserFacts } from './user-facts.tsx';

const joined = (parts: ReadonlyArray<string | null>) => parts.filter(Boolean).join(', ');

/** The user's client (Linked Client details for roles 1, 2, 3 and 5); empty details are left out. */
export function LinkedClientCard({ client }: { client: ClientDetail }) {
  const contact = [client.first_name, client.last_name].filter(Boolean).join(' ');
  return (
    <Card title="Linked Client">
      <UserFacts
        rows={(
          [
            ['Client', client.name],
            ['Contact', contact === client.name ? '' : contact],
            ['Email', client.email],
            ['Phone', client.phone],
            ['Address', joined([client.address1, client.address2])],
            ['City', joined([client.city, [client.state, client.zip].filter(Boolean).join(' ') || null])],
          ] as const
        ).filter(([, value]) => value !== '')}
      />
    </Card>
  );
}
