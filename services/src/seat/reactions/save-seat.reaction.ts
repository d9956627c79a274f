import { type EventData, PodCommandIssued, SeatSaved, SeatUnlocked, type StoredEvent } from '@gamepod/events';
import { authSessionsProjection, openPodSessionsOfPod } from '@gamepod/projections';
import { defineReaction, type ReactionDeps } from '../../reactions/reaction-deps.ts';
import { expireSeat, saveSeat } from '../application/seat-service.ts';

type Saved = StoredEvent<string, EventData<typeof SeatSaved>>;
type Issued = StoredEvent<string, EventData<typeof PodCommandIssued>>;
type ExpiryAction = { readonly token_hash: string; readonly expires_at: string };

const timerKey = (tokenHash: string) => `seat:${tokenHash}`;

/**
 * The server holds a saved seat: SeatSaved sets a timer at its expires_at, SeatUnlocked
 * cancels it, and a timer that fires appends SeatSaveExpired (only for the save it was set
 * for) and logs the session out with 'Save seat expired'. An admin's save_seat pod command
 * saves the seat of whoever is on that pod, for the admin's hour.
 */
export function saveSeatReaction(deps: Pick<ReactionDeps, 'store' | 'db' | 'checkpoints' | 'clock'>) {
  return defineReaction({
    name: 'save_seat',
    description: "holds saved seats, logs them out when they run out, and saves seats an admin's command names",
    eventTypes: [SeatSaved.type, SeatUnlocked.type, PodCommandIssued.type],
    readModels: [authSessionsProjection.name],
    async handle(events, ctx) {
      for (const e of events) {
        if (e.type === SeatSaved.type) {
          const { expires_at } = (e as Saved).data;
          const action: ExpiryAction = { token_hash: e.aggregate_id, expires_at };
          ctx.timers.set(timerKey(e.aggregate_id), new Date(expires_at), action);
        } else if (e.type === SeatUnlocked.type) {
          ctx.timers.cancel(timerKey(e.aggregate_id));
        } else if ((e as Issued).data.command_type === 'save_seat') {
          for (const session of await openPodSessionsOfPod(deps.db, e.aggregate_id, deps.clock())) {
            await saveSeat(deps, session, 'admin', ctx.causedBy(e).actor);
          }
        }
      }
    },
    async fire(timer, ctx) {
      await expireSeat(deps, timer.action as ExpiryAction, ctx.messageId);
    },
  });
}
