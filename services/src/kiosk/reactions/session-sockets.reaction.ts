import { SessionEnded } from '@gamepod/events';
import { PUSH_FRESH_FOR_MS } from '@gamepod/log-runtime';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';

/**
 * An ended session's sockets close, on every instance, with 4401: each instance closes those
 * that authenticated with the session's token (the aggregate id is its hash).
 */
export function sessionSockets(deps: Pick<ReactionDeps, 'sessionEnded'>) {
  return defineReaction({
    name: 'session_sockets',
    description: "closes an ended session's sockets",
    eventTypes: [SessionEnded.type],
    aggregate: SessionEnded.aggregate,
    freshForMs: PUSH_FRESH_FOR_MS,
    async handle(events) {
      for (const e of events) deps.sessionEnded(e.aggregate_id);
    },
  });
}
