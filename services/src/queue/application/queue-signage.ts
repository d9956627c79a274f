import { SIGNAGE_NEXT_PLACES, type SignageBoard } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { orWhenMissing } from '@gamepod/log-runtime';
import { labById, labQueueSignage, livePodsByIds } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { kioskBranding } from '../../clients/application/read-kiosk-branding.ts';

/**
 * A lab's public signage board: who is up (a pod held for them) and the first places waiting,
 * each only a ticket and a first name and initial; the client's logo and theme. 404 for no such lab.
 */
export async function signageBoard(db: Kysely<unknown>, labId: string): Promise<SignageBoard> {
  const lab = await labById(db, labId);
  if (!lab) throw new NotFoundError('No such lab', { field: 'lab_id' });
  const row = await orWhenMissing(labQueueSignage(db, labId), undefined);
  const places = row?.line.places ?? [];
  const held = places.filter((p) => p.pod_id !== null);
  const pods = new Map(
    (
      await livePodsByIds(
        db,
        held.map((p) => p.pod_id as string),
      )
    ).map((p) => [p.id, p]),
  );
  const waiting = places.filter((p) => p.pod_id === null);
  const { logo, theme } = await kioskBranding(db, { client_id: lab.client_id, lab_id: labId });
  return {
    lab_id: labId,
    lab_name: lab.lab_name,
    enabled: row?.enabled ?? false,
    up: held.map((p) => {
      const pod = pods.get(p.pod_id as string);
      return {
        ticket: p.ticket,
        name: p.name,
        nav_id: pod?.license ?? pod?.nav_id ?? '',
        expires_at: p.expires_at ?? '',
      };
    }),
    next: waiting.slice(0, SIGNAGE_NEXT_PLACES).map((p, i) => ({
      position: i + 1,
      ticket: p.ticket,
      name: p.name,
      platform: (p.platform ?? null) as SignageBoard['next'][number]['platform'],
    })),
    waiting: waiting.length,
    brand: { logo, theme },
  };
}
