import { describe, it } from 'node:test';
import {
  CompTimeGranted,
  CompTimeRevoked,
  ConflictError,
  ForbiddenError,
  type GamepodError,
  NotFoundError,
  UserCreatedByStaff,
  UserLoggedIn,
  UserPasswordChanged,
  UserProfileUpdated,
  UserRegistered,
  UserSwitchChanged,
  ValidationError,
} from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import type { StaffActor, StaffCreation, StaffProfile } from '../../src/users/domain/user-admin-decisions.ts';
import { type UserEvent, userDecider } from '../../src/users/domain/user-decider.ts';

const ctx = { now: new Date('2026-12-01T12:00:00Z'), newId: () => 'comp-1' };
const HASH = 'scrypt$131072$8$1$c2FsdA$aGFzaA';
const NEW_HASH = 'scrypt$131072$8$1$bmV3$bmV3aGFzaA';
const TOKEN_HASH = 'a'.repeat(64);

const superAdmin: StaffActor = { user_id: 'super-1', role: 4, client_id: null };
const adminA: StaffActor = { user_id: 'admin-a', role: 3, client_id: 'client-a' };
const adminB: StaffActor = { user_id: 'admin-b', role: 3, client_id: 'client-b' };

const creation = (over: Partial<StaffCreation> = {}): StaffCreation => ({
  role: 1,
  client_id: 'client-a',
  email: 'pat@example.com',
  user_name: 'pat@example.com',
  name: 'Pat Player',
  phone: '555-123-4567',
  dob: '1990-05-31',
  stream_default: false,
  pro: false,
  is_active: true,
  password_hash: HASH,
  ...over,
});
const profileOf = (c: StaffCreation): StaffProfile => ({
  role: c.role,
  client_id: c.client_id,
  email: c.email,
  name: c.name,
  phone: c.phone,
  dob: c.dob,
});

const given = DeciderSpecification.for(userDecider, ctx);
const created = (over: Partial<StaffCreation> = {}): UserEvent[] => [UserCreatedByStaff.of(creation(over))];
const naming = (field: string) => (err: GamepodError) => err.data.field === field;

describe('the user decider, for staff', () => {
  describe('CreateByStaff', () => {
    it('given nothing, when a super admin creates a player, then UserCreatedByStaff', () => {
      given([]).when({ type: 'CreateByStaff', actor: superAdmin, account: creation() }).thenEvents(created());
    });
    it('given nothing, when a client admin creates a user of their client, then UserCreatedByStaff', () => {
      const account = creation({ role: 2, name: null, phone: null, dob: null });
      given([])
        .when({ type: 'CreateByStaff', actor: adminA, account })
        .thenEvents([UserCreatedByStaff.of(account)]);
    });
    it('given nothing, when a client admin creates a super admin, then 403', () => {
      given([])
        .when({ type: 'CreateByStaff', actor: adminA, account: creation({ role: 4 }) })
        .thenThrows(ForbiddenError);
    });
    it('given nothing, when a client admin creates a user of another client, then 403', () => {
      given([]).when({ type: 'CreateByStaff', actor: adminB, account: creation() }).thenThrows(ForbiddenError);
    });
    it('given nothing, when a client admin is created without a client, then 400 naming client_id', () => {
      const account = creation({ role: 3, client_id: null });
      given([])
        .when({ type: 'CreateByStaff', actor: superAdmin, account })
        .thenThrows(ValidationError, naming('client_id'));
    });
    it('given an account, when it is created again, then a conflict', () => {
      given(created())
        .when({ type: 'CreateByStaff', actor: superAdmin, account: creation() })
        .thenThrows(ConflictError);
    });
    it('given a staff-made player, when they log in on their client’s pod, then UserLoggedIn', () => {
      const login = { user_id: 'u1', pod_id: 'p1', kind: 'pod' as const, via: 'pod' as const, token_hash: TOKEN_HASH };
      const target = { form: 'pod' as const, pod: { client_id: 'client-a', pro: false, updating: false } };
      given(created())
        .when({ type: 'LogIn', target, client_active: true, login })
        .thenEvents([UserLoggedIn.of(login)]);
    });
  });

  describe('UpdateByStaff', () => {
    const update = (actor: StaffActor, over: Partial<StaffProfile> = {}, password_hash: string | null = null) =>
      ({
        type: 'UpdateByStaff',
        actor,
        user_id: 'u1',
        profile: { ...profileOf(creation()), ...over },
        password_hash,
      }) as const;

    it('given a player, when only the email changes, then UserProfileUpdated with the email and user name', () => {
      given(created())
        .when(update(adminA, { email: 'new@example.com' }))
        .thenEvents([UserProfileUpdated.of({ email: 'new@example.com', user_name: 'new@example.com' })]);
    });
    it('given a player, when nothing changes and no password is given, then nothing', () => {
      given(created()).when(update(adminA)).thenNothingHappened();
    });
    it('given a player, when a password is given, then UserPasswordChanged (change)', () => {
      given(created())
        .when(update(superAdmin, { name: 'Pat Q' }, NEW_HASH))
        .thenEvents([
          UserProfileUpdated.of({ name: 'Pat Q' }),
          UserPasswordChanged.of({ password_hash: NEW_HASH, reason: 'change' }),
        ]);
    });
    it('given a signed-up player, when the same full name is sent back, then nothing', () => {
      const signup = UserRegistered.of({
        role: 1,
        client_id: 'client-a',
        email: 'pat@example.com',
        user_name: 'pat@example.com',
        first_name: 'Pat',
        last_name: 'Player',
        phone: '555-123-4567',
        dob: '1990-05-31',
        stream_default: false,
        pro: false,
        is_active: true,
        password_hash: HASH,
      });
      given([signup]).when(update(adminA)).thenNothingHappened();
    });
    it("given another client's player, when a client admin edits them, then 403", () => {
      given(created())
        .when(update(adminB, { client_id: 'client-b' }))
        .thenThrows(ForbiddenError);
    });
    it('given a player, when a client admin moves them to another client, then 403', () => {
      given(created())
        .when(update(adminA, { client_id: 'client-b' }))
        .thenThrows(ForbiddenError);
    });
    it('given a super admin, when a client admin edits them, then 403', () => {
      given(created({ role: 4, client_id: 'client-a' }))
        .when(update(adminA))
        .thenThrows(ForbiddenError);
    });
    it('given a client admin, when they change their own role, then 400 naming user_role', () => {
      const self = { ...adminA, user_id: 'u1' };
      given(created({ role: 3 }))
        .when(update(self, { role: 1 }))
        .thenThrows(ValidationError, naming('user_role'));
    });
    it('given nothing, when an edit comes, then 404', () => {
      given([]).when(update(superAdmin)).thenThrows(NotFoundError, naming('user_id'));
    });
  });

  describe('ChangeSwitch', () => {
    const change = (actor: StaffActor, sw: 'is_active' | 'pro' | 'stream_default', value: boolean) =>
      ({ type: 'ChangeSwitch', actor, user_id: 'u1', switch: sw, value }) as const;

    it('given an active player, when deactivated, then UserSwitchChanged, and a login is then refused', () => {
      const events = given(created())
        .when(change(adminA, 'is_active', false))
        .thenEvents([UserSwitchChanged.of({ switch: 'is_active', value: false })]);
      const target = { form: 'console' as const };
      const login = {
        user_id: 'u1',
        pod_id: null,
        kind: 'admin' as const,
        via: 'admin' as const,
        token_hash: TOKEN_HASH,
      };
      given([...created({ role: 3 }), ...events])
        .when({ type: 'LogIn', target, client_active: true, login })
        .thenThrows(ForbiddenError, (err) => err.message === 'notauthorized');
    });
    it('given a pro player, when pro is set again, then nothing', () => {
      given(created({ pro: true }))
        .when(change(superAdmin, 'pro', true))
        .thenNothingHappened();
    });
    it('given a facilitator, when pro is set, then 400 naming type', () => {
      given(created({ role: 2 }))
        .when(change(superAdmin, 'pro', true))
        .thenThrows(ValidationError, naming('type'));
    });
    it('given the acting admin, when they deactivate themselves, then 400 naming value', () => {
      given(created({ role: 3 }))
        .when(change({ ...adminA, user_id: 'u1' }, 'is_active', false))
        .thenThrows(ValidationError, naming('value'));
    });
    it("given another client's player, when a client admin flips a switch, then 403", () => {
      given(created())
        .when(change(adminB, 'stream_default', true))
        .thenThrows(ForbiddenError);
    });
  });

  describe('GrantCompTime and RevokeCompTime', () => {
    const grant = (actor: StaffActor, minutes = 90) =>
      ({ type: 'GrantCompTime', actor, minutes, note: 'outage' }) as const;
    const revoke = (actor: StaffActor, comp_id = 'comp-1') => ({ type: 'RevokeCompTime', actor, comp_id }) as const;
    const granted = CompTimeGranted.of({ comp_id: 'comp-1', minutes: 90, note: 'outage' });

    it('given a player, when comp time is granted, then CompTimeGranted with a fresh id', () => {
      given(created()).when(grant(adminA)).thenEvents([granted]);
    });
    it('given a facilitator, when comp time is granted, then 400 naming user_id', () => {
      given(created({ role: 2 }))
        .when(grant(superAdmin))
        .thenThrows(ValidationError, naming('user_id'));
    });
    it('given a granted entry, when it is revoked, then CompTimeRevoked with its minutes', () => {
      given([...created(), granted])
        .when(revoke(superAdmin))
        .thenEvents([CompTimeRevoked.of({ comp_id: 'comp-1', minutes: 90 })]);
    });
    it('given a revoked entry, when it is revoked again, then 404 naming id', () => {
      given([...created(), granted, CompTimeRevoked.of({ comp_id: 'comp-1', minutes: 90 })])
        .when(revoke(superAdmin))
        .thenThrows(NotFoundError, naming('id'));
    });
    it("given another client's player, when a client admin grants or revokes, then 403", () => {
      given(created()).when(grant(adminB)).thenThrows(ForbiddenError);
      given([...created(), granted])
        .when(revoke(adminB))
        .thenThrows(ForbiddenError);
    });
  });
});
