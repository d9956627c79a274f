// The facilitator's calls, one function each; their bodies and replies are the contracts'
// (`@gamepod/contracts/http`). The models call these; components never do.
import type { BodyOf, QueryOf } from '@gamepod/contracts/http';
import { getAs, post } from '#api/api-client.ts';

export type RunCommandBody = BodyOf<'/facilitator/run/command'>;
export type PodGamesQuery = QueryOf<'/game/list'>;

export const facilitatorApi = {
  /** Manage Event's pods: the session's client's, with lock, in use, consoles, and the client to listen to. */
  podsList: (token: string, session_id_key: string) => post('/facilitator/pods/list', { token, session_id_key }),
  /** End session: the pod's sessions its station no longer holds end (the server judges which). */
  endSession: (token: string, pod_id: string, session_id_key?: string) =>
    post('/facilitator/pods/end_session', { token, pod_id, ...(session_id_key ? { session_id_key } : {}) }),
  /** mute, play_game, led1, led2 or reset on the selected pods; one issued command per pod. */
  runCommand: (body: RunCommandBody) => post('/facilitator/run/command', body),
  /** The LED colours the Led Color modal offers. */
  pallets: (token: string, session_id_key: string) => getAs(token, '/kiosk/rgb_pallets', { session_id_key }),
  /** A page of the games this pod's client may play on a platform. */
  games: (token: string, query: PodGamesQuery) => getAs(token, '/game/list', query),
};
