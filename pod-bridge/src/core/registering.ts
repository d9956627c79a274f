import { BridgeRegistration } from '@gamepod/contracts/http';
import { credsText } from '@gamepod/event-store/nats-auth';
import type { Decider } from '@gamepod/events';
import { Compile } from 'typebox/compile';

/**
 * What services answer a bridge's registration with (`BridgeRegistration`), as the bridge keeps
 * it: with its key, and `creds` (services' JWT and the station's own seed; null when NATS runs
 * without auth) instead of the JWT. `expires_at` is when the creds stop working: the bridge
 * registers again before.
 */
export type Registration = Readonly<Omit<BridgeRegistration, 'jwt' | 'station_secret'>> & {
  readonly pod_id_key: string;
  readonly creds: string | null;
};

/**
 * What makes this station itself, kept by the bridge alone: the pod key it enrolled under, the
 * station secret services answered once, and the seed of its own NATS user key (which never
 * leaves the station; services sign JWTs for its public key).
 */
export type StationIdentity = {
  readonly pod_id_key: string;
  /** The seed (`SU…`) of the station's NATS user key. */
  readonly nats_seed: string;
  /** Null until an enrolment with this key and seed succeeded. */
  readonly station_secret: string | null;
};

/** How services answered `POST /api/v1/bridge/register`. */
export type RegisterAnswer = {
  readonly status: number;
  readonly body: { readonly status?: boolean; readonly message?: string; readonly data?: unknown };
};

/** The longest pause between two attempts. */
export const MAX_RETRY_MS = 30_000;

/** What happened while registering, as the adapter reports it. */
export type RegisteringCommand =
  /** Start registering; a failed attempt is retried after `retryMs`, doubling. */
  | { readonly type: 'Begin'; readonly retryMs: number }
  | { readonly type: 'HelperFailed'; readonly message: string }
  /**
   * The helper's `pod_id_key` ('' while undeployed), the identity kept for it, and a fresh one
   * (a new NATS key) in case the station must enrol afresh.
   */
  | {
      readonly type: 'HelperAnswered';
      readonly key: string;
      readonly kept: StationIdentity | null;
      readonly fresh: StationIdentity;
    }
  | { readonly type: 'ServicesAnswered'; readonly answer: RegisterAnswer }
  /** A call threw (the network, the state file). */
  | { readonly type: 'AttemptFailed'; readonly error: string }
  | { readonly type: 'PauseEnded'; readonly woken: boolean };

/** What the machine decided; each is carried out by the adapter. */
export type RegisteringEvent =
  /** Ask the helper for its key; `wait` is the pause should this attempt fail, `firstWait` the one a wake starts over at. */
  | { readonly type: 'HelperAsked'; readonly data: { readonly firstWait: number; readonly wait: number } }
  | { readonly type: 'KeySeen'; readonly data: { readonly key: string } }
  /** Keep this identity in the state file. */
  | { readonly type: 'IdentityKept'; readonly data: { readonly identity: StationIdentity } }
  /** Register with the kept station secret; `fresh` enrols if services refuse it. */
  | {
      readonly type: 'SecretSent';
      readonly data: { readonly key: string; readonly identity: StationIdentity; readonly fresh: StationIdentity };
    }
  /** Enrol with the identity's NATS key; `secretRefusal` is the answer to the secret, when one was refused first. */
  | {
      readonly type: 'EnrolmentSent';
      readonly data: {
        readonly key: string;
        readonly identity: StationIdentity;
        readonly secretRefusal: RegisterAnswer | null;
      };
    }
  /** This attempt failed: say so when the problem is new, pause, try again. */
  | {
      readonly type: 'RetryScheduled';
      readonly data: { readonly problem: string; readonly warn: boolean; readonly pauseMs: number };
    }
  | { readonly type: 'Registered'; readonly data: { readonly registration: Registration; readonly enrolled: boolean } };

export type RegisteringState = {
  /** The pause after a first failure, and after a wake. */
  readonly firstWait: number;
  /** The pause after the next failed attempt. */
  readonly wait: number;
  /** The last problem reported, so a retry says each distinct problem once. */
  readonly lastProblem: string;
  readonly step:
    | { readonly kind: 'starting' }
    | { readonly kind: 'asking-helper' }
    | {
        readonly kind: 'sent-secret';
        readonly key: string;
        readonly fresh: StationIdentity;
        readonly identity: StationIdentity;
      }
    | {
        readonly kind: 'enrolling';
        readonly key: string;
        readonly identity: StationIdentity;
        readonly secretRefusal: RegisterAnswer | null;
      }
    | { readonly kind: 'pausing' }
    | { readonly kind: 'registered'; readonly registration: Registration };
};

const accepted = (a: RegisterAnswer) => a.status === 200 && a.body.status === true;

const isRegistration = Compile(BridgeRegistration);

const refused = (a: RegisterAnswer) => `registration refused (${a.status}): ${a.body.message ?? ''}`;

function retry(state: RegisteringState, problem: string): RegisteringEvent[] {
  return [{ type: 'RetryScheduled', data: { problem, warn: problem !== state.lastProblem, pauseMs: state.wait } }];
}

/** Services accepted `identity`: keep the secret they answered (an enrolment), and the registration. */
function registered(key: string, identity: StationIdentity, data: BridgeRegistration): RegisteringEvent[] {
  const { jwt, station_secret, ...reply } = data;
  const kept = station_secret ? { ...identity, station_secret } : identity;
  const registration = { ...reply, pod_id_key: key, creds: jwt ? credsText(jwt, kept.nats_seed) : null };
  const done: RegisteringEvent = { type: 'Registered', data: { registration, enrolled: Boolean(station_secret) } };
  return station_secret ? [{ type: 'IdentityKept', data: { identity: kept } }, done] : [done];
}

/**
 * One station registering with services, retried until they accept it (1 s doubling to 30 s; a
 * wake starts over at 1 s). With the station secret when this station enrolled under the
 * helper's key, else an enrolment with the key and the station's own NATS user key. A refused
 * secret (an admin reopened enrolment for a re-imaged station, or the pod is inactive) is
 * followed by an enrolment with a fresh key; the kept identity is replaced only when that
 * enrolment succeeds. A new identity is kept before it is sent, so a crash after services
 * enrolled it still has the seed of the key they hold.
 */
export const registeringDecider: Decider<RegisteringCommand, RegisteringState, RegisteringEvent> = {
  aggregate: 'bridge-registering',
  initialState: () => ({ firstWait: 0, wait: 0, lastProblem: '', step: { kind: 'starting' } }),
  evolve(state, event) {
    switch (event.type) {
      case 'HelperAsked':
        return { ...state, ...event.data, step: { kind: 'asking-helper' } };
      case 'KeySeen':
      case 'IdentityKept':
        return state;
      case 'SecretSent':
        return { ...state, step: { kind: 'sent-secret', ...event.data } };
      case 'EnrolmentSent':
        return { ...state, step: { kind: 'enrolling', ...event.data } };
      case 'RetryScheduled':
        return { ...state, lastProblem: event.data.problem, step: { kind: 'pausing' } };
      case 'Registered':
        return { ...state, step: { kind: 'registered', registration: event.data.registration } };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    const { step } = state;
    switch (command.type) {
      case 'Begin':
        return [{ type: 'HelperAsked', data: { firstWait: command.retryMs, wait: command.retryMs } }];
      case 'PauseEnded': {
        const { firstWait } = state;
        const wait = command.woken ? firstWait : Math.min(state.wait * 2, MAX_RETRY_MS);
        return [{ type: 'HelperAsked', data: { firstWait, wait } }];
      }
      case 'HelperFailed':
        return retry(state, `the helper has no pod id yet: ${command.message}`);
      case 'HelperAnswered': {
        const { key, kept, fresh } = command;
        if (!key) return retry(state, 'the station is not deployed (the helper reports no pod_id_key)');
        const seen: RegisteringEvent = { type: 'KeySeen', data: { key } };
        if (kept?.station_secret) return [seen, { type: 'SecretSent', data: { key, identity: kept, fresh } }];
        const identity = kept ?? fresh;
        const enrol: RegisteringEvent = { type: 'EnrolmentSent', data: { key, identity, secretRefusal: null } };
        return kept ? [seen, enrol] : [seen, { type: 'IdentityKept', data: { identity } }, enrol];
      }
      case 'ServicesAnswered': {
        const { answer } = command;
        if (step.kind !== 'sent-secret' && step.kind !== 'enrolling') return [];
        if (accepted(answer)) {
          const { data } = answer.body;
          // an answer the bridge cannot read is a failed attempt, not a refusal: the identity stands
          if (!isRegistration.Check(data))
            return retry(state, 'services accepted, but their answer is not a registration');
          return registered(step.key, step.identity, data);
        }
        if (step.kind === 'sent-secret') {
          return [{ type: 'EnrolmentSent', data: { key: step.key, identity: step.fresh, secretRefusal: answer } }];
        }
        // a re-enrolment after a refused secret that fails too reports why the secret was refused
        return retry(state, refused(step.secretRefusal ?? answer));
      }
      case 'AttemptFailed':
        return retry(state, `registration failed: ${command.error}`);
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
