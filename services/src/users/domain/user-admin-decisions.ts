import {
  CompTimeGranted,
  CompTimeRevoked,
  ConflictError,
  type DecideContext,
  type EventData,
  ForbiddenError,
  NotFoundError,
  UserCreatedByStaff,
  UserPasswordChanged,
  UserProfileUpdated,
  UserSwitchChanged,
  ValidationError,
} from '@gamepod/events';
import { CLIENT_ADMIN, PLAYER, SUPER_ADMIN } from '../../domain/roles.ts';
import type { UserRecord, UserState } from './user-state.ts';

// What staff do to accounts from the admin console, decided on the log's own view of the
// account: the user decider hands these commands and events here, so one fold serves the
// login rules and the users screens alike. Dependencies point one way: the user decider
// imports this file, and this file imports only the state (user-state.ts), never the decider.

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type UserAdminEvent =
  | Of<typeof UserCreatedByStaff>
  | Of<typeof UserProfileUpdated>
  | Of<typeof UserSwitchChanged>
  | Of<typeof CompTimeGranted>
  | Of<typeof CompTimeRevoked>;

/** What a staff command decides: the staff events, and a new password from Edit User. */
export type UserAdminDecision = UserAdminEvent | Of<typeof UserPasswordChanged>;

/** The staff member acting, from the session (never the request body). */
export type StaffActor = { readonly user_id: string; readonly role: number; readonly client_id: string | null };

export type StaffCreation = EventData<typeof UserCreatedByStaff>;

/** An account's editable fields as the Edit User form leaves them. */
export type StaffProfile = {
  readonly role: number;
  readonly client_id: string | null;
  readonly email: string;
  readonly name: string | null;
  readonly phone: string | null;
  readonly dob: string | null;
};

export type UserSwitchName = EventData<typeof UserSwitchChanged>['switch'];

export type UserAdminCommand =
  | { readonly type: 'CreateByStaff'; readonly actor: StaffActor; readonly account: StaffCreation }
  | {
      readonly type: 'UpdateByStaff';
      readonly actor: StaffActor;
      readonly user_id: string;
      readonly profile: StaffProfile;
      /** A new password's hash string, or null to keep the password. */
      readonly password_hash: string | null;
    }
  | {
      readonly type: 'ChangeSwitch';
      readonly actor: StaffActor;
      readonly user_id: string;
      readonly switch: UserSwitchName;
      readonly value: boolean;
    }
  | {
      readonly type: 'GrantCompTime';
      readonly actor: StaffActor;
      readonly minutes: number;
      readonly note: string | null;
    }
  | { readonly type: 'RevokeCompTime'; readonly actor: StaffActor; readonly comp_id: string };

const noSuchUser = () => new NotFoundError('User not found', { field: 'user_id' });

/**
 * 403 unless `actor` manages this account: a super admin manages every account, a client
 * admin the accounts of their own client, super admins excepted.
 */
export function assertManages(actor: StaffActor, user: Pick<UserRecord, 'role' | 'client_id'>): void {
  if (actor.role === SUPER_ADMIN) return;
  const own = actor.role === CLIENT_ADMIN && actor.client_id !== null && user.client_id === actor.client_id;
  if (!own || user.role === SUPER_ADMIN) throw new ForbiddenError();
}

/**
 * 403 unless `actor` may give an account this role and client: a client admin only their own
 * client and never role 4. 400 when a role other than 4 has no client (a client admin with no
 * client would administer nothing; a player with none could sign in nowhere).
 */
export function assertMayAssign(actor: StaffActor, role: number, clientId: string | null): void {
  if (actor.role !== SUPER_ADMIN) {
    if (actor.role !== CLIENT_ADMIN || role === SUPER_ADMIN) throw new ForbiddenError();
    if (clientId !== actor.client_id) throw new ForbiddenError();
  }
  if (role !== SUPER_ADMIN && clientId === null) {
    throw new ValidationError('Please fill all required fields', { field: 'client_id' });
  }
}

function registered(state: UserState): UserRecord {
  if (state.status === 'none') throw noSuchUser();
  return state.user;
}

/** The account a UserCreatedByStaff starts. */
export function createdRecord(d: StaffCreation): UserRecord {
  const { role, client_id, email, name, phone, dob, stream_default, pro, is_active, password_hash } = d;
  return { role, client_id, email, name, phone, dob, stream_default, pro, is_active, password_hash, comps: new Map() };
}

/** Folds a staff event into the account (a new state object every time: folds are shared). */
export function evolveUserAdmin(state: UserState, event: UserAdminEvent): UserState {
  if (event.type === 'UserCreatedByStaff') return { status: 'registered', user: createdRecord(event.data) };
  if (state.status === 'none') return state;
  const user = state.user;
  switch (event.type) {
    case 'UserProfileUpdated': {
      const { user_name: _follows, ...changes } = event.data;
      return { status: 'registered', user: { ...user, ...changes } };
    }
    case 'UserSwitchChanged':
      return { status: 'registered', user: { ...user, [event.data.switch]: event.data.value } };
    case 'CompTimeGranted': {
      const comps = new Map(user.comps).set(event.data.comp_id, event.data.minutes);
      return { status: 'registered', user: { ...user, comps } };
    }
    case 'CompTimeRevoked': {
      const comps = new Map(user.comps);
      comps.delete(event.data.comp_id);
      return { status: 'registered', user: { ...user, comps } };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

const PROFILE_FIELDS = ['role', 'client_id', 'email', 'name', 'phone', 'dob'] as const;

function decideUpdate(
  command: Extract<UserAdminCommand, { type: 'UpdateByStaff' }>,
  user: UserRecord,
): UserAdminDecision[] {
  const { actor, profile } = command;
  assertManages(actor, user);
  assertMayAssign(actor, profile.role, profile.client_id);
  if (actor.user_id === command.user_id && (profile.role !== user.role || profile.client_id !== user.client_id)) {
    throw new ValidationError('user_role: you cannot change your own role or client', { field: 'user_role' });
  }
  const changes: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) if (profile[field] !== user[field]) changes[field] = profile[field];
  if (changes.email !== undefined) changes.user_name = profile.email;
  const events: UserAdminDecision[] = [];
  if (Object.keys(changes).length > 0) {
    events.push(UserProfileUpdated.of(changes as EventData<typeof UserProfileUpdated>));
  }
  if (command.password_hash !== null) {
    events.push(UserPasswordChanged.of({ password_hash: command.password_hash, reason: 'change' }));
  }
  return events;
}

function decideSwitch(
  command: Extract<UserAdminCommand, { type: 'ChangeSwitch' }>,
  user: UserRecord,
): UserAdminDecision[] {
  assertManages(command.actor, user);
  if (command.switch !== 'is_active' && user.role !== PLAYER) {
    throw new ValidationError('type: only players have the pro and stream switches', { field: 'type' });
  }
  if (command.switch === 'is_active' && !command.value && command.actor.user_id === command.user_id) {
    throw new ValidationError('value: you cannot deactivate your own account', { field: 'value' });
  }
  if (user[command.switch] === command.value) return [];
  return [UserSwitchChanged.of({ switch: command.switch, value: command.value })];
}

/**
 * The staff commands: create (the email claimed first), edit, a switch, comp time given or
 * taken back. Each checks that the actor manages the account (and may give it the role and
 * client it asks for) before anything else; a switch already in place decides nothing.
 */
export function decideUserAdmin(command: UserAdminCommand, state: UserState, ctx: DecideContext): UserAdminDecision[] {
  switch (command.type) {
    case 'CreateByStaff': {
      const { actor, account } = command;
      assertMayAssign(actor, account.role, account.client_id);
      // ids are fresh UUIDv7s and the email is claimed first: reaching this means a retry collided
      if (state.status !== 'none') throw new ConflictError('This account already exists');
      return [UserCreatedByStaff.of(account)];
    }
    case 'UpdateByStaff':
      return decideUpdate(command, registered(state));
    case 'ChangeSwitch':
      return decideSwitch(command, registered(state));
    case 'GrantCompTime': {
      const user = registered(state);
      assertManages(command.actor, user);
      if (user.role !== PLAYER) {
        throw new ValidationError('user_id: comp time is for players only', { field: 'user_id' });
      }
      const note = command.note;
      return [CompTimeGranted.of({ comp_id: ctx.newId(), minutes: command.minutes, note })];
    }
    case 'RevokeCompTime': {
      const user = registered(state);
      assertManages(command.actor, user);
      const minutes = user.comps.get(command.comp_id);
      if (minutes === undefined) throw new NotFoundError('Comp time not found', { field: 'id' });
      return [CompTimeRevoked.of({ comp_id: command.comp_id, minutes })];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
