import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import type { AppDeps } from '../../src/app-deps.ts';

/**
 * Appends a cloud game on `platforms` straight to the log (no poster upload) and waits for the
 * games read model: every pod has a cloud game without an assignment, so a launch may name it.
 * Returns its id.
 */
export async function deployCloudGame(
  deps: Pick<AppDeps, 'store' | 'checkpoints'>,
  platforms: readonly string[] = ['xb'],
): Promise<string> {
  const id = uuidv7();
  const sha = 'c'.repeat(64);
  const data = {
    key: `halo-${id.slice(-8)}`,
    title: 'Halo',
    search_title: 'halo',
    platforms,
    esrb: 'Teen 13+',
    genre: 'Shooter',
    type: 'cloud',
    status: 'active',
    released: '2021-12-08',
    expired: null,
    install_size_gb: null,
    is_survey_only: false,
    image: { bucket: 'game_images', id: sha, content_type: 'image/png', size: 1, sha256: sha },
  };
  const options = { expectedVersion: 0, context: { actor: SYSTEM_ACTOR } } as const;
  const { seq } = await deps.store.append('game', id, [{ type: 'GameDeployed', data }], options);
  await deps.checkpoints.waitFor(['games'], seq);
  return id;
}
