import { type Decider, PodRemoteLoginStaged, PodRemoteScanned } from '@gamepod/events';

export type RemoteEvent = ReturnType<typeof PodRemoteScanned.of> | ReturnType<typeof PodRemoteLoginStaged.of>;

/** What a phone did with a pod's QR code (gp.evt.remote.<pod id>). */
export type RemoteCommand =
  | { readonly type: 'Scan'; readonly reg_forgot: boolean }
  | { readonly type: 'StageLogin'; readonly handoff: string };

/**
 * The phone's side of a pod's QR code. It keeps no state: every scan and every phone login
 * is a fact of its own, which the kiosk hears of through a reaction. The checks (the remote
 * id, the rate limit, the credentials) are done before it is asked.
 */
export const remoteDecider: Decider<RemoteCommand, null, RemoteEvent> = {
  aggregate: 'remote',
  initialState: () => null,
  evolve: (state) => state,
  decide(command) {
    switch (command.type) {
      case 'Scan':
        return [PodRemoteScanned.of({ reg_forgot: command.reg_forgot })];
      case 'StageLogin':
        return [PodRemoteLoginStaged.of({ handoff: command.handoff })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
