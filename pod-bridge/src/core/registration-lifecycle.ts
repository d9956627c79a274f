import type { Decider } from '@gamepod/events';
import type { HelperCall } from './helper-call.ts';
import { keyChangeAfter } from './provisioning.ts';
import type { Registration } from './registering.ts';

/**
 * Who the bridge is. Each registration has a generation (the first is 0), and a later one
 * supersedes the ones before: only the latest may attach.
 */
export type LifecycleState = {
  readonly generation: number;
  /** The `pod_id_key` the helper last reported: the pages' hello names it. */
  readonly key: string | null;
  /** The pod the bridge runs as; null while it registers. */
  readonly registration: Registration | null;
  readonly stopped: boolean;
};

/** What happened to the bridge, as its adapter reports it. */
export type LifecycleCommand =
  /** The helper reported its `pod_id_key` while registering. */
  | { readonly type: 'ReportKey'; readonly key: string }
  /** Services accepted registration `generation`. */
  | { readonly type: 'CompleteRegistration'; readonly generation: number; readonly registration: Registration }
  /** Two thirds of the creds' life has passed. */
  | { readonly type: 'RenewCreds' }
  /** Services answered the renewal that began under `generation`. */
  | { readonly type: 'CompleteRenewal'; readonly generation: number; readonly registration: Registration }
  /** A page's helper call went through the bridge; `/kiosk/set/pod_id` may change who the station is. */
  | { readonly type: 'RelayCall'; readonly call: HelperCall; readonly succeeded: boolean }
  /** What the bridge had for the pod it left went out (or was given up); `generation` is the registration waiting for it. */
  | { readonly type: 'FinishLeaving'; readonly generation: number }
  | { readonly type: 'Stop' };

/** What the bridge decided; the adapter carries each out. */
export type LifecycleEvent =
  /** Register again, as generation `generation`, telling the pages first that the bridge runs as no pod. */
  | { readonly type: 'RegistrationStarted'; readonly data: { readonly generation: number } }
  /** The pages' hello names another key. */
  | { readonly type: 'KeyLearned'; readonly data: { readonly key: string } }
  /** Run as this pod: its NATS side, its screenshots, a hello naming it, a renewal in `renewInMs` (none when null). */
  | {
      readonly type: 'Attached';
      readonly data: { readonly registration: Registration; readonly renewInMs: number | null };
    }
  | { readonly type: 'RenewalStarted'; readonly data: { readonly generation: number } }
  | {
      readonly type: 'CredsRenewed';
      readonly data: { readonly registration: Registration; readonly renewInMs: number | null };
    }
  /** An undeployed station was given a key: cut the registration's pause short. */
  | { readonly type: 'WakeupRequested'; readonly data: Record<string, never> }
  /**
   * The station was given another key: leave `pod_id` (publish what is left for it, let go of
   * its creds, consumer and screenshot key), then register as generation `generation`.
   */
  | { readonly type: 'PodLeft'; readonly data: { readonly pod_id: string; readonly generation: number } }
  | { readonly type: 'Stopped'; readonly data: Record<string, never> };

/** When to renew creds that expire at `expiresAt`: at two thirds of their life left, at least 1 s from now. */
export function renewalDelay(expiresAt: string | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(1_000, ((Date.parse(expiresAt) - now.getTime()) * 2) / 3);
}

const live = (state: LifecycleState, generation: number) => !state.stopped && state.generation === generation;

/**
 * A bridge's registration lifecycle: register, run as the pod services named, renew the creds
 * before they expire, leave the pod and register again when a page gives the station another
 * key, stop. A bridge starts registering as generation 0. The clock comes in with each decision.
 */
export const lifecycleDecider: Decider<LifecycleCommand, LifecycleState, LifecycleEvent> = {
  aggregate: 'bridge-lifecycle',
  initialState: () => ({ generation: 0, key: null, registration: null, stopped: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'RegistrationStarted':
      case 'RenewalStarted':
      case 'WakeupRequested':
        return state;
      case 'KeyLearned':
        return { ...state, key: event.data.key };
      case 'Attached':
      case 'CredsRenewed':
        return { ...state, registration: event.data.registration };
      case 'PodLeft':
        return { ...state, generation: event.data.generation, registration: null };
      case 'Stopped':
        return { ...state, stopped: true };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'ReportKey':
        return command.key === state.key ? [] : [{ type: 'KeyLearned', data: { key: command.key } }];
      case 'CompleteRegistration': {
        if (!live(state, command.generation)) return [];
        const { registration } = command;
        return [{ type: 'Attached', data: { registration, renewInMs: renewalDelay(registration.expires_at, now) } }];
      }
      case 'RenewCreds':
        return state.registration && !state.stopped
          ? [{ type: 'RenewalStarted', data: { generation: state.generation } }]
          : [];
      case 'CompleteRenewal': {
        // a renewal that answers as another pod (the station was redeployed meanwhile) is not ours
        const { registration } = command;
        if (!live(state, command.generation) || registration.pod_id !== state.registration?.pod_id) return [];
        return [
          { type: 'CredsRenewed', data: { registration, renewInMs: renewalDelay(registration.expires_at, now) } },
        ];
      }
      case 'RelayCall': {
        if (state.stopped) return [];
        const change = keyChangeAfter(command.call, command.succeeded, state.registration?.pod_id_key ?? null);
        switch (change.kind) {
          case 'none':
            return [];
          case 'register-now':
            return [{ type: 'WakeupRequested', data: {} }];
          case 'reregister':
            // only a registered bridge has a key to differ from
            return state.registration
              ? [{ type: 'PodLeft', data: { pod_id: state.registration.pod_id, generation: state.generation + 1 } }]
              : [];
          default: {
            const never: never = change;
            return never;
          }
        }
      }
      case 'FinishLeaving':
        return live(state, command.generation)
          ? [{ type: 'RegistrationStarted', data: { generation: command.generation } }]
          : [];
      case 'Stop':
        return state.stopped ? [] : [{ type: 'Stopped', data: {} }];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
