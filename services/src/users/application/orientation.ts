import type { EventStore } from '@gamepod/event-store';
import { handleCommand } from '@gamepod/event-store';
import type { AppendContext } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import { userDecider } from '../domain/user-decider.ts';

export type OrientationType = 'free' | 'paid';

/**
 * Records that the player saw the free or paid orientation during the login with
 * `token_hash` (OrientationMarked on the user), and waits until the users read model
 * holds it, so that login's UserSession says is_orientation(_paid) 0 from now on.
 */
export async function markOrientation(
  deps: { readonly store: EventStore; readonly checkpoints: ReadModelWatcher; readonly clock?: () => Date },
  input: { readonly token_hash: string; readonly user_id: string; readonly type: OrientationType },
  context: AppendContext,
): Promise<void> {
  const { seq } = await handleCommand(
    deps.store,
    userDecider,
    input.user_id,
    { type: 'MarkOrientation', token_hash: input.token_hash, orientation: input.type },
    { context, clock: deps.clock },
  );
  await deps.checkpoints.waitFor(['users'], seq);
}
