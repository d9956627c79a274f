import { QUEUE_PLATFORMS } from '@gamepod/contracts/catalogues';
import type { QueueOpen, QueueSignIn } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import { labById, type PodTable } from '@gamepod/projections';
import { type SourceSignInDeps, signInThroughClient } from '../../sign-in-sources/application/source-sign-in.ts';
import { type Credentials, startLogin } from '../../users/application/login-service.ts';
import type { QueueDeps } from './queue-deps.ts';
import { readLabQueue } from './queue-service.ts';

/**
 * A sign-in to queue lives 4 hours: long enough to wait through a full lab's sessions with the
 * phone page open, short of the 12 hours of a pod's or a web login.
 */
export const QUEUE_SESSION_TTL_MS = 4 * 3_600_000;

/**
 * Signs a player in only to queue for the lab of `pod` (the station they stand at, or the pod
 * whose QR code their phone scanned): the pod login's own credential checks, rate limits,
 * lockouts, the client's source and its audit, then a `web` session on no pod, so waiting
 * never takes a seat. Players of the lab's client only. The lab's queue policy comes back so
 * the page can offer its platform queues.
 *
 * @throws the login catalogue's errors (401 invalid, 403 notauthorized / notregistered, 429, 503 when the source is down); 404 when the pod's lab is gone
 */
export async function signInToQueue(
  deps: SourceSignInDeps,
  pod: PodTable,
  c: Credentials,
  via: 'pod' | 'mobile',
): Promise<QueueSignIn> {
  if (pod.client_id === null) throw new NotFoundError('No such lab', { field: 'lab_id' });
  const client_id = pod.client_id;
  const session = await signInThroughClient(deps, { client_id, pod_id: pod.id }, c, (found, how) =>
    startLogin(deps, found, {
      target: { form: 'queue', client_id },
      kind: 'web',
      via: via === 'mobile' ? 'mobile' : 'web',
      pod_id: null,
      sign_in: how.signIn,
      cached_credential: how.cachedCredential,
      ttl_ms: QUEUE_SESSION_TTL_MS,
    }),
  );
  const open = await queueOpenAt(deps, pod);
  return {
    token: session.token,
    expires_at: new Date(deps.clock().getTime() + QUEUE_SESSION_TTL_MS).toISOString(),
    user_id: session.user_id,
    first_name: session.name,
    lab_id: open.lab_id,
    lab_name: open.lab_name,
    nav_name: pod.license ?? '',
    queue_enabled: open.enabled,
    platforms: open.platforms,
  };
}

/** Whether the lab of `pod` runs its queue, and which platform queues: 404 when the lab is gone. */
export async function queueOpenAt(deps: Pick<QueueDeps, 'store' | 'db'>, pod: PodTable): Promise<QueueOpen> {
  const lab = await labById(deps.db, pod.lab_id);
  if (!lab) throw new NotFoundError('No such lab', { field: 'lab_id' });
  const { policy } = await readLabQueue(deps, lab.id);
  return {
    lab_id: lab.id,
    lab_name: lab.lab_name,
    enabled: policy.enabled,
    platforms: QUEUE_PLATFORMS.filter((p) => policy.platforms[p]),
  };
}
