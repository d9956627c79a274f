import {
  type EventData,
  PodCommandFailed,
  PodCommandIssued,
  PodGameEnded,
  PodGameStarted,
  SessionEnded,
  type StoredEvent,
  SYSTEM_ACTOR,
} from '@gamepod/events';
import type { ReactionContext } from '@gamepod/log-runtime';
import { authSessionsProjection, findSession, podsProjection } from '@gamepod/projections';
import { FACILITATOR, PLAYER } from '../../domain/roles.ts';
import { defineReaction } from '../../reactions/reaction-deps.ts';
import { launchOfCommand, type PlayCommand, type PlayDeps, recordPlay } from '../application/play-recording.ts';
import { GAME_STARTUP_SECONDS } from '../domain/game-launch-rules.ts';

type Issued = StoredEvent<string, EventData<typeof PodCommandIssued>>;
type Failed = StoredEvent<string, EventData<typeof PodCommandFailed>>;
type Observed = StoredEvent<string, { readonly platform: string }>;
type StartupAction = { readonly pod_id: string; readonly launch_id: string };

/** What a launch that never started records as its reason. */
export const NOT_STARTED_REASON = `The game did not start within ${GAME_STARTUP_SECONDS} s`;

// keyed by pod: a station's reports can only cancel its own pod's launches
const timerKey = (podId: string, launchId: string) => `launch:${podId}:${launchId}`;

/**
 * Play history from the log: a play_game or admin_play_game command is a launch, the
 * station's game_started makes it a play session, and the station's end of play, the
 * player's logout or the next launch ends it. A launch not started 180 s after it was asked
 * for has failed (a timer the start cancels), and so has one the bridge could not carry out.
 * Each append's message id comes from its cause, and the play decider ignores what it
 * already recorded, so a redelivered commit records nothing twice.
 */
export function playReaction(deps: PlayDeps) {
  return defineReaction({
    name: 'play',
    description: 'records game launches and play sessions from pod commands, station reports and logouts',
    eventTypes: [
      PodCommandIssued.type,
      PodCommandFailed.type,
      PodGameStarted.type,
      PodGameEnded.type,
      SessionEnded.type,
    ],
    readModels: [podsProjection.name, authSessionsProjection.name],
    async handle(events, ctx) {
      for (const e of events) await handleOne(deps, e, ctx);
    },
    async fire(timer, ctx) {
      const { pod_id, launch_id } = timer.action as StartupAction;
      const command: PlayCommand = { type: 'FailLaunch', launch_id, reason: NOT_STARTED_REASON };
      await recordPlay(deps, pod_id, command, { actor: SYSTEM_ACTOR }, ctx.messageId);
    },
  });
}

async function handleOne(deps: PlayDeps, e: StoredEvent, ctx: ReactionContext): Promise<void> {
  const podId = e.aggregate_id;
  const at = e.metadata.occurred_at;
  const record = (command: PlayCommand) => recordPlay(deps, podId, command, ctx.causedBy(e), ctx.followUpId(e));
  switch (e.type) {
    case PodCommandIssued.type: {
      const launch = await launchOfCommand(deps, podId, (e as Issued).data, e.metadata.actor);
      if (!launch) return;
      for (const out of await record({ type: 'RequestLaunch', launch, at })) {
        if (out.type === 'GameLaunchFailed') ctx.timers.cancel(timerKey(podId, out.data.launch_id));
      }
      // business time, which the timer loop judges by: the launch was asked for just now
      const due = new Date(ctx.now.getTime() + GAME_STARTUP_SECONDS * 1000);
      const action: StartupAction = { pod_id: podId, launch_id: launch.launch_id };
      ctx.timers.set(timerKey(podId, launch.launch_id), due, action);
      return;
    }
    case PodCommandFailed.type: {
      const { command_id, message } = (e as Failed).data;
      const out = await record({ type: 'FailLaunch', launch_id: command_id, reason: message });
      if (out.length > 0) ctx.timers.cancel(timerKey(podId, command_id));
      return;
    }
    case PodGameStarted.type:
      for (const out of await record({ type: 'ObserveStarted', platform: (e as Observed).data.platform, at })) {
        if (out.type === 'GamePlayStarted') ctx.timers.cancel(timerKey(podId, out.data.launch_id));
      }
      return;
    case PodGameEnded.type:
      await record({ type: 'ObserveEnded', platform: (e as Observed).data.platform, at });
      return;
    case SessionEnded.type: {
      // the session's subject is its token's hash
      const session = await findSession(deps.db, e.aggregate_id);
      if (!session?.pod_id || (session.role !== PLAYER && session.role !== FACILITATOR)) return;
      const command: PlayCommand = { type: 'EndForLogout', user_id: session.user_id, at };
      await recordPlay(deps, session.pod_id, command, ctx.causedBy(e), ctx.followUpId(e));
      return;
    }
  }
}
