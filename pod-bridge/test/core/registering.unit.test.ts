import { describe, it } from 'node:test';
import { credsText } from '@gamepod/event-store/nats-auth';
import { DeciderSpecification } from '@gamepod/events/testing';
import {
  type RegisterAnswer,
  type RegisteringEvent,
  registeringDecider,
  type StationIdentity,
} from '../../src/core/registering.ts';

const given = DeciderSpecification.for(registeringDecider);
const KEY = 'GP-AAAA-BBBB-CCCC';
const seed = (c: string) => `SU${c.repeat(56)}`;
const fresh: StationIdentity = { pod_id_key: KEY, nats_seed: seed('F'), station_secret: null };
const enrolledBefore: StationIdentity = { pod_id_key: KEY, nats_seed: seed('K'), station_secret: 'secret-1' };
const keptUnenrolled: StationIdentity = { ...enrolledBefore, station_secret: null };

const reply = { pod_id: 'pod-1', expires_at: null, stream: 'GP_EVENTS', consumer: 'bridge_pod-1' };
const more = { subject_prefix: 'gp', inbox_prefix: '_INBOX_pod-1', screens_bucket: 'gp_pod_screens' };
const accepted = (data: Record<string, unknown> = {}): RegisterAnswer => ({
  status: 200,
  body: { status: true, data: { ...reply, ...more, jwt: 'jwt-1', ...data } },
});
const refusedWith = (status: number, message: string): RegisterAnswer => ({
  status,
  body: { status: false, message },
});
const registration = (identity: StationIdentity) => ({
  ...reply,
  ...more,
  pod_id_key: KEY,
  creds: credsText('jwt-1', identity.nats_seed),
});

const began: RegisteringEvent = { type: 'HelperAsked', data: { firstWait: 100, wait: 100 } };
const retried = (problem: string, pauseMs = 100): RegisteringEvent => ({
  type: 'RetryScheduled',
  data: { problem, warn: true, pauseMs },
});
const UNDEPLOYED = 'the station is not deployed (the helper reports no pod_id_key)';

describe('registering a station', () => {
  describe('when it begins', () => {
    it('asks the helper for its key, a failed attempt pausing the first retry time', () => {
      given([]).when({ type: 'Begin', retryMs: 100 }).thenEvents([began]);
    });
  });

  describe('while the station is undeployed or its helper is down', () => {
    it('retries after the pause, saying why', () => {
      given([began])
        .when({ type: 'HelperAnswered', key: '', kept: null, fresh })
        .thenEvents([retried(UNDEPLOYED)]);
      given([began])
        .when({ type: 'HelperFailed', message: 'helper unreachable' })
        .thenEvents([retried('the helper has no pod id yet: helper unreachable')]);
      given([began])
        .when({ type: 'AttemptFailed', error: 'ECONNREFUSED' })
        .thenEvents([retried('registration failed: ECONNREFUSED')]);
    });

    it('says a problem it already said without a warning, the pause doubled', () => {
      given([began, retried(UNDEPLOYED), { type: 'HelperAsked', data: { firstWait: 100, wait: 200 } }])
        .when({ type: 'HelperAnswered', key: '', kept: null, fresh })
        .thenEvents([{ type: 'RetryScheduled', data: { problem: UNDEPLOYED, warn: false, pauseMs: 200 } }]);
    });

    it('doubles the pause up to 30 s, and starts over at the first when woken', () => {
      const pausedFor = (wait: number): RegisteringEvent[] => [
        { type: 'HelperAsked', data: { firstWait: 100, wait } },
        retried(UNDEPLOYED, wait),
      ];
      given(pausedFor(100))
        .when({ type: 'PauseEnded', woken: false })
        .thenEvents([{ type: 'HelperAsked', data: { firstWait: 100, wait: 200 } }]);
      given(pausedFor(20_000))
        .when({ type: 'PauseEnded', woken: false })
        .thenEvents([{ type: 'HelperAsked', data: { firstWait: 100, wait: 30_000 } }]);
      given(pausedFor(20_000))
        .when({ type: 'PauseEnded', woken: true })
        .thenEvents([{ type: 'HelperAsked', data: { firstWait: 100, wait: 100 } }]);
    });
  });

  describe('when the helper reports a key', () => {
    it('enrols a station new to the key with a fresh NATS key, kept before it is sent', () => {
      given([began])
        .when({ type: 'HelperAnswered', key: KEY, kept: null, fresh })
        .thenEvents([
          { type: 'KeySeen', data: { key: KEY } },
          { type: 'IdentityKept', data: { identity: fresh } },
          { type: 'EnrolmentSent', data: { key: KEY, identity: fresh, secretRefusal: null } },
        ]);
    });

    it('enrols again with the key it kept when that enrolment never answered a secret', () => {
      given([began])
        .when({ type: 'HelperAnswered', key: KEY, kept: keptUnenrolled, fresh })
        .thenEvents([
          { type: 'KeySeen', data: { key: KEY } },
          { type: 'EnrolmentSent', data: { key: KEY, identity: keptUnenrolled, secretRefusal: null } },
        ]);
    });

    it('registers an enrolled station with its secret', () => {
      given([began])
        .when({ type: 'HelperAnswered', key: KEY, kept: enrolledBefore, fresh })
        .thenEvents([
          { type: 'KeySeen', data: { key: KEY } },
          { type: 'SecretSent', data: { key: KEY, identity: enrolledBefore, fresh } },
        ]);
    });
  });

  describe('when services answer', () => {
    const sentSecret: RegisteringEvent = { type: 'SecretSent', data: { key: KEY, identity: enrolledBefore, fresh } };

    it('is registered with creds of its own seed once the secret is accepted', () => {
      given([began, sentSecret])
        .when({ type: 'ServicesAnswered', answer: accepted() })
        .thenEvents([{ type: 'Registered', data: { registration: registration(enrolledBefore), enrolled: false } }]);
    });

    it('keeps the secret an enrolment answers, with the key it enrolled', () => {
      const enrolling: RegisteringEvent = {
        type: 'EnrolmentSent',
        data: { key: KEY, identity: fresh, secretRefusal: null },
      };
      const withSecret = { ...fresh, station_secret: 'secret-2' };
      given([began, enrolling])
        .when({ type: 'ServicesAnswered', answer: accepted({ station_secret: 'secret-2' }) })
        .thenEvents([
          { type: 'IdentityKept', data: { identity: withSecret } },
          { type: 'Registered', data: { registration: registration(withSecret), enrolled: true } },
        ]);
    });

    it('tries an enrolment with a fresh key when the secret is refused, keeping the old identity meanwhile', () => {
      const refusal = refusedWith(401, 'bad secret');
      given([began, sentSecret])
        .when({ type: 'ServicesAnswered', answer: refusal })
        .thenEvents([{ type: 'EnrolmentSent', data: { key: KEY, identity: fresh, secretRefusal: refusal } }]);
    });

    it('reports why the secret was refused when the enrolment after it is refused too', () => {
      const refusal = refusedWith(401, 'bad secret');
      const reEnrolling: RegisteringEvent = {
        type: 'EnrolmentSent',
        data: { key: KEY, identity: fresh, secretRefusal: refusal },
      };
      given([began, sentSecret, reEnrolling])
        .when({ type: 'ServicesAnswered', answer: refusedWith(401, 'already enrolled') })
        .thenEvents([retried('registration refused (401): bad secret')]);
    });

    it('retries a refused enrolment, saying what services said', () => {
      given([began, { type: 'EnrolmentSent', data: { key: KEY, identity: fresh, secretRefusal: null } }])
        .when({ type: 'ServicesAnswered', answer: refusedWith(404, 'This pod does not exist') })
        .thenEvents([retried('registration refused (404): This pod does not exist')]);
    });

    it('retries an accepted answer that is not a registration, keeping the identity it sent', () => {
      const notARegistration = accepted({ stream: undefined, expires_at: 'next week' });
      given([began, sentSecret])
        .when({ type: 'ServicesAnswered', answer: notARegistration })
        .thenEvents([retried('services accepted, but their answer is not a registration')]);
    });

    it('ignores an answer to nothing it sent', () => {
      given([began]).when({ type: 'ServicesAnswered', answer: accepted() }).thenNothingHappened();
    });
  });
});
