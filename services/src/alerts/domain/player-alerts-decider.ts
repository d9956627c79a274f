import { AlertRead, type Decider, NotFoundError } from '@gamepod/events';

export type PlayerAlertsEvent = ReturnType<typeof AlertRead.of>;

/** The alerts a player has ticked as read. */
export type PlayerAlertsState = { readonly read: ReadonlySet<string> };

export type PlayerAlertsCommand = {
  readonly type: 'MarkRead';
  readonly alert_id: string;
  readonly pod_id: string | null;
  /** The alert is live and reaches the player's pod (its lab, its client or everyone). */
  readonly applies: boolean;
};

/**
 * The alerts a player read (gp.evt.player_alerts.<user id>), one stream per player so that a
 * popular alert's ticks never contend. Each tick in the Important Alerts overlay is recorded
 * once; the player's next logins leave the alert out.
 */
export const playerAlertsDecider: Decider<PlayerAlertsCommand, PlayerAlertsState, PlayerAlertsEvent> = {
  aggregate: 'player_alerts',
  initialState: () => ({ read: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'AlertRead':
        return { read: new Set([...state.read, event.data.alert_id]) };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkRead': {
        if (state.read.has(command.alert_id)) return [];
        if (!command.applies) throw new NotFoundError('This alert does not exist', { field: 'alert_id' });
        return [AlertRead.of({ alert_id: command.alert_id, pod_id: command.pod_id })];
      }
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
