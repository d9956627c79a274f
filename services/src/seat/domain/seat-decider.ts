import type { SignInMethod } from '@gamepod/events';
import {
  ConflictError,
  type Decider,
  type EventData,
  ForbiddenError,
  SeatSaved,
  SeatSaveExpired,
  SeatUnlocked,
} from '@gamepod/events';

/** The player's own Save Seat holds the seat 10 minutes. */
export const PLAYER_SEAT_MS = 600_000;
/** An admin's save_seat pod command holds it 1 hour. */
export const ADMIN_SEAT_MS = 3_600_000;
/** Why a saved seat's session ends when nobody unlocked it. */
export const SEAT_EXPIRED_REASON = 'Save seat expired';

export type SeatReading = EventData<typeof SeatSaved>['reading'];

export type SeatEvent =
  | ReturnType<typeof SeatSaved.of>
  | ReturnType<typeof SeatUnlocked.of>
  | ReturnType<typeof SeatSaveExpired.of>;

export type SeatCommand =
  | {
      readonly type: 'Save';
      readonly user_id: string;
      readonly pod_id: string;
      readonly reading: SeatReading;
      /** How the session's user signed in, when the user saves their own seat; an admin's command leaves it out. */
      readonly sign_in?: SignInMethod;
    }
  | { readonly type: 'Unlock' }
  | { readonly type: 'Expire'; readonly expires_at: string };

export type SeatState =
  | { readonly status: 'free' }
  | { readonly status: 'saved'; readonly reading: SeatReading; readonly expires_at: string };

/** A seat saved by a single sign-on session could never be unlocked: its user has no password here. */
export const ssoCannotSaveSeat = () => new ForbiddenError('Single sign-on sessions cannot use Save Seat');
/** Nor one saved by a session a directory or library system vouched for. */
export const sourceCannotSaveSeat = () =>
  new ForbiddenError("Sessions signed in through the venue's directory or library system cannot use Save Seat");

const NOT_SAVED = () => new ConflictError('This seat is not saved', { field: 'session_id' });

/**
 * A pod session's saved seat. Saving a seat that is saved keeps the first timer (pressing
 * Save Seat twice does not stretch it); an admin's hour replaces a player's shorter one. An
 * unlock frees it; the timer's expiry frees it only if it is the same save, not a later one.
 */
export const seatDecider: Decider<SeatCommand, SeatState, SeatEvent> = {
  aggregate: 'seat',
  initialState: () => ({ status: 'free' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SeatSaved':
        return { status: 'saved', reading: event.data.reading, expires_at: event.data.expires_at };
      case 'SeatUnlocked':
      case 'SeatSaveExpired':
        return { status: 'free' };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Save': {
        if (command.sign_in === 'sso') throw ssoCannotSaveSeat();
        if (command.sign_in === 'ldap' || command.sign_in === 'sip2') throw sourceCannotSaveSeat();
        const ms = command.reading === 'admin' ? ADMIN_SEAT_MS : PLAYER_SEAT_MS;
        const expires_at = new Date(now.getTime() + ms).toISOString();
        if (state.status === 'saved' && !(command.reading === 'admin' && state.reading === 'player')) return [];
        const { user_id, pod_id, reading } = command;
        return [SeatSaved.of({ user_id, pod_id, reading, expires_at })];
      }
      case 'Unlock':
        if (state.status !== 'saved') throw NOT_SAVED();
        return [SeatUnlocked.of({})];
      case 'Expire':
        if (state.status !== 'saved' || state.expires_at !== command.expires_at) return [];
        return [SeatSaveExpired.of({ expires_at: command.expires_at })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
