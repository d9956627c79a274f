import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ConflictError,
  fold,
  GamepodError,
  NotFoundError,
  OrientationMarked,
  UnauthorizedError,
  UserDetailsFromSource,
  UserJoinedThroughSource,
  UserLoggedIn,
  UserLoggedOut,
  UserPasswordChanged,
  UserPasswordRehashed,
  UserRegistered,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import type { LoginTarget } from '../../src/users/domain/login-rules.ts';
import { type Registration, type UserCommand, userDecider } from '../../src/users/domain/user-decider.ts';

const ctx = { now: new Date('2026-12-01T12:00:00Z'), newId: () => 'id-1' };
const HASH = 'scrypt$131072$8$1$c2FsdA$aGFzaA';
const ARGON2ID_HASH =
  '$argon2id$v=19$m=7168,t=5,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const TOKEN_HASH = 'a'.repeat(64);

const registration = (over: Partial<Registration> = {}): Registration => ({
  role: 1,
  client_id: 'client-1',
  email: 'pat@example.com',
  user_name: 'pat@example.com',
  first_name: 'Pat',
  last_name: null,
  phone: '555-123-4567',
  dob: '1990-05-31',
  stream_default: false,
  pro: false,
  is_active: true,
  password_hash: HASH,
  ...over,
});

const given = DeciderSpecification.for(userDecider, ctx);
const registered = (over: Partial<Registration> = {}) => [UserRegistered.of(registration(over))];

const podTarget = (over: Partial<{ client_id: string; pro: boolean; updating: boolean }> = {}): LoginTarget => ({
  form: 'pod',
  pod: { client_id: 'client-1', pro: false, updating: false, ...over },
});
const login = { user_id: 'u1', pod_id: 'pod-1', kind: 'pod' as const, via: 'pod' as const, token_hash: TOKEN_HASH };
const logIn = (target: LoginTarget, client_active = true, rehash: { checked: string } | null = null): UserCommand => ({
  type: 'LogIn',
  target,
  client_active,
  login,
  rehash: rehash && { checked: rehash.checked, password_hash: ARGON2ID_HASH },
});

const withKey = (key: string) => (err: GamepodError) => err.data.msg_key === key;

describe('the user decider', () => {
  describe('Register', () => {
    it('given nothing, when registered, then UserRegistered with the registration', () => {
      given([]).when({ type: 'Register', registration: registration() }).thenEvents(registered());
    });
    it('given an account, when registered again, then a conflict', () => {
      given(registered()).when({ type: 'Register', registration: registration() }).thenThrows(ConflictError);
    });
    it('given nothing, when a player is registered without a client, then 400 naming client_id', () => {
      given([])
        .when({ type: 'Register', registration: registration({ client_id: null }) })
        .thenThrows(ValidationError, (err) => err.data.field === 'client_id');
    });
    it('given nothing, when a super admin is registered without a client, then UserRegistered', () => {
      const r = registration({ role: 4, client_id: null });
      given([])
        .when({ type: 'Register', registration: r })
        .thenEvents([UserRegistered.of(r)]);
    });
  });

  describe('ChangePassword', () => {
    it('given an account, when its password changes, then UserPasswordChanged, and the new hash is what logins check', () => {
      const next = 'scrypt$131072$8$1$bmV3$bmV3aGFzaA';
      const events = given(registered())
        .when({ type: 'ChangePassword', password_hash: next, reason: 'reset' })
        .thenEvents([UserPasswordChanged.of({ password_hash: next, reason: 'reset' })]);
      const state = fold(userDecider, [...registered(), ...events]);
      assert.equal(state.status === 'registered' && state.user.password_hash, next);
    });
    it('given nothing, when a password changes, then 404', () => {
      given([]).when({ type: 'ChangePassword', password_hash: HASH, reason: 'reset' }).thenThrows(NotFoundError);
    });
  });

  describe('LogIn', () => {
    it('given a player of the pod’s client, when logging in, then UserLoggedIn', () => {
      given(registered())
        .when(logIn(podTarget()))
        .thenEvents([UserLoggedIn.of(login)]);
    });
    it('given nothing, when logging in, then 401 invalid', () => {
      given([])
        .when(logIn(podTarget()))
        .thenThrows(UnauthorizedError, (err) => err.message === 'invalid');
    });
    it('given a deactivated account, when logging in, then notauthorized', () => {
      given(registered({ is_active: false }))
        .when(logIn(podTarget()))
        .thenThrows(GamepodError, withKey('login-notauthorized-error-message'));
    });
    it('given an account of a deactivated client, when logging in, then notauthorized', () => {
      given(registered())
        .when(logIn(podTarget(), false))
        .thenThrows(GamepodError, withKey('login-notauthorized-error-message'));
    });
    it('given another client’s player, when logging in, then notregistered', () => {
      given(registered())
        .when(logIn(podTarget({ client_id: 'client-2' })))
        .thenThrows(GamepodError, withKey('login-notregistered-error-message'));
    });
    it('given a player who is not pro, when logging in on a pro pod, then notpro', () => {
      given(registered())
        .when(logIn(podTarget({ pro: true })))
        .thenThrows(GamepodError, withKey('login-notpro-error-message'));
    });
    it('given a player, when logging in on an updating pod, then updating', () => {
      given(registered())
        .when(logIn(podTarget({ updating: true })))
        .thenThrows(GamepodError, withKey('login-pod-updating'));
    });
  });

  describe('LogIn with a new hash of the password it found right', () => {
    it('given an account with a scrypt hash, when logging in with its argon2id rehash, then UserPasswordRehashed and UserLoggedIn in one commit, and logins check the new hash', () => {
      const events = [UserPasswordRehashed.of({ password_hash: ARGON2ID_HASH }), UserLoggedIn.of(login)];
      given(registered())
        .when(logIn(podTarget(), true, { checked: HASH }))
        .thenEvents(events);
      const state = fold(userDecider, [...registered(), ...events]);
      assert.equal(state.status === 'registered' && state.user.password_hash, ARGON2ID_HASH);
    });
    it('given a password changed after the login checked the old hash, when logging in with the rehash, then only UserLoggedIn', () => {
      const changed = UserPasswordChanged.of({ password_hash: 'scrypt$131072$8$1$bmV3$bmV3aGFzaA', reason: 'reset' });
      given([...registered(), changed])
        .when(logIn(podTarget(), true, { checked: HASH }))
        .thenEvents([UserLoggedIn.of(login)]);
    });
    it('given a deactivated account, when logging in with a rehash, then notauthorized and no new hash', () => {
      given(registered({ is_active: false }))
        .when(logIn(podTarget(), true, { checked: HASH }))
        .thenThrows(GamepodError, withKey('login-notauthorized-error-message'));
    });
  });

  describe('LogOut and MarkOrientation', () => {
    it('given an account, when logging out, then UserLoggedOut with the reason', () => {
      const command: UserCommand = {
        type: 'LogOut',
        user_id: 'u1',
        pod_id: 'pod-1',
        reason: 'bye',
        token_hash: TOKEN_HASH,
      };
      given(registered())
        .when(command)
        .thenEvents([UserLoggedOut.of({ user_id: 'u1', pod_id: 'pod-1', reason: 'bye', token_hash: TOKEN_HASH })]);
    });
    it('given no account (a session of nobody here), when logging out, then nothing', () => {
      const command: UserCommand = {
        type: 'LogOut',
        user_id: 'u1',
        pod_id: null,
        reason: 'bye',
        token_hash: TOKEN_HASH,
      };
      given([]).when(command).thenNothingHappened();
    });
    it('given an account, when an orientation is marked, then OrientationMarked', () => {
      given(registered())
        .when({ type: 'MarkOrientation', token_hash: TOKEN_HASH, orientation: 'paid' })
        .thenEvents([OrientationMarked.of({ token_hash: TOKEN_HASH, type: 'paid' })]);
    });
  });

  describe('TakeSourceDetails (a later sign-in through the client’s source)', () => {
    const joined = [
      UserJoinedThroughSource.of({
        role: 1,
        client_id: 'client-1',
        email: null,
        user_name: '21000100010001',
        first_name: 'Maya Okafor',
        last_name: null,
        birth_date: '1998-04-17',
        source: 'sip2',
      }),
    ];
    const take = (first_name: string | null, birth_date: string | null): UserCommand => ({
      type: 'TakeSourceDetails',
      source: 'sip2',
      first_name,
      birth_date,
    });
    it('given the same name and birth date, then nothing', () => {
      given(joined).when(take('Maya Okafor', '1998-04-17')).thenNothingHappened();
    });
    it('given what the source left out (null), then nothing: the account keeps its own', () => {
      given(joined).when(take(null, null)).thenNothingHappened();
    });
    it('given a new name only, then UserDetailsFromSource with the name alone', () => {
      given(joined)
        .when(take('Maya Okafor-Lee', '1998-04-17'))
        .thenEvents([UserDetailsFromSource.of({ first_name: 'Maya Okafor-Lee', source: 'sip2' })]);
    });
    it('given a new birth date, then it; and a later same answer is nothing', () => {
      const corrected = UserDetailsFromSource.of({ birth_date: '1998-04-18', source: 'sip2' });
      given(joined).when(take('Maya Okafor', '1998-04-18')).thenEvents([corrected]);
      given([...joined, corrected])
        .when(take('Maya Okafor', '1998-04-18'))
        .thenNothingHappened();
    });
    it('given no account, then it is not found', () => {
      given([]).when(take('Maya Okafor', null)).thenThrows(NotFoundError);
    });
  });
});
