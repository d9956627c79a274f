import {
  ConflictError,
  type Decider,
  type EventData,
  NotFoundError,
  OrientationMarked,
  UserDetailsFromSource,
  UserJoinedThroughSource,
  UserJoinedThroughSso,
  UserLoggedIn,
  UserLoggedOut,
  UserNameAsserted,
  UserPasswordChanged,
  UserPasswordRehashed,
  UserRegistered,
  ValidationError,
} from '@gamepod/events';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { loginInvalid } from './identity-errors.ts';
import { judgeLogin, type LoginTarget } from './login-rules.ts';
import {
  createdRecord,
  decideUserAdmin,
  evolveUserAdmin,
  type UserAdminCommand,
  type UserAdminEvent,
} from './user-admin-decisions.ts';
import type { UserRecord, UserState } from './user-state.ts';

export type { UserRecord, UserState } from './user-state.ts';

type Of<D extends { of: (data: never) => unknown }> = ReturnType<D['of']>;

export type UserEvent =
  | Of<typeof UserRegistered>
  | Of<typeof UserPasswordChanged>
  | Of<typeof UserPasswordRehashed>
  | Of<typeof UserLoggedIn>
  | Of<typeof UserLoggedOut>
  | Of<typeof OrientationMarked>
  | Of<typeof UserJoinedThroughSso>
  | Of<typeof UserJoinedThroughSource>
  | Of<typeof UserDetailsFromSource>
  | Of<typeof UserNameAsserted>
  | UserAdminEvent;

export type Registration = EventData<typeof UserRegistered>;
export type SsoJoining = EventData<typeof UserJoinedThroughSso>;
export type SourceJoining = EventData<typeof UserJoinedThroughSource>;
type LoginData = EventData<typeof UserLoggedIn>;

/** A new hash of the password a login found right, and the stored hash it was checked against. */
export type PasswordRehash = { readonly checked: string; readonly password_hash: string };

export type UserCommand =
  | { readonly type: 'Register'; readonly registration: Registration }
  | { readonly type: 'ChangePassword'; readonly password_hash: string; readonly reason: 'reset' | 'change' }
  /**
   * Records a login whose password was found right; the rules of `target` decide whether it
   * may happen. `client_active`: the account's client is active (true with no client).
   * `rehash`: the password hashed again with today's algorithm, when the stored hash is older.
   */
  | {
      readonly type: 'LogIn';
      readonly target: LoginTarget;
      readonly client_active: boolean;
      readonly login: LoginData;
      readonly rehash?: PasswordRehash | null;
    }
  | {
      readonly type: 'LogOut';
      readonly user_id: string;
      readonly pod_id: string | null;
      readonly reason: string;
      readonly token_hash: string;
    }
  | { readonly type: 'MarkOrientation'; readonly token_hash: string; readonly orientation: 'free' | 'paid' }
  /** The first sign-in through the client's identity provider makes the account (email claimed first). */
  | { readonly type: 'JoinThroughSso'; readonly joining: SsoJoining }
  /** The first sign-in through the client's directory or library system makes the account. */
  | { readonly type: 'JoinThroughSource'; readonly joining: SourceJoining }
  /** A later sign-in's asserted names that differ from the account's (the caller compared them). */
  | { readonly type: 'AssertName'; readonly first_name?: string; readonly last_name?: string }
  /**
   * What a later sign-in through the client's source said of the person: its full name and
   * birth date, null where it gave none. Only what differs from the account is appended.
   */
  | {
      readonly type: 'TakeSourceDetails';
      readonly source: 'ldap' | 'sip2';
      readonly first_name: string | null;
      readonly birth_date: string | null;
    }
  | UserAdminCommand;

const NO_SUCH_USER = () => new NotFoundError('User not found', { field: 'user_id' });

function registered(state: UserState): UserRecord {
  if (state.status === 'none') throw NO_SUCH_USER();
  return state.user;
}

/**
 * An account: registered once (its email claimed in the log first), its password changed
 * by a reset, and its logins, logouts and orientations recorded. Login rules run here on the
 * log's own view of the account (role, tenant, active, pro), with the pod facts the handler
 * read passed in, so a login never rests on a read model alone. What staff do to it from the
 * admin console (create, edit, switches, comp time) is decided in user-admin-decisions.ts.
 */
export const userDecider: Decider<UserCommand, UserState, UserEvent> = {
  aggregate: 'user',
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { first_name, last_name, ...d } = event.data;
        const name = [first_name, last_name].filter((p) => p).join(' ');
        return { status: 'registered', user: createdRecord({ ...d, name }) };
      }
      case 'UserJoinedThroughSso': {
        const { first_name, last_name, protocol: _protocol, ...d } = event.data;
        const name = [first_name, last_name].filter((p) => p).join(' ') || null;
        // no password: the account signs in through its provider only, and a password check never matches ''
        const joined = { ...d, name, phone: null, dob: null, stream_default: false, pro: false, is_active: true };
        return { status: 'registered', user: createdRecord({ ...joined, password_hash: '' }) };
      }
      case 'UserJoinedThroughSource': {
        const { first_name, last_name, source: _source, birth_date, email, ...d } = event.data;
        const name = [first_name, last_name].filter((p) => p).join(' ') || null;
        // no password: the source checks it, and a password check never matches ''
        const joined = {
          ...d,
          email: email ?? '',
          name,
          phone: null,
          dob: birth_date,
          stream_default: false,
          pro: false,
          is_active: true,
        };
        return { status: 'registered', user: createdRecord({ ...joined, password_hash: '' }) };
      }
      case 'UserNameAsserted': {
        if (state.status === 'none') return state;
        const [first, ...rest] = (state.user.name ?? '').split(' ');
        const first_name = event.data.first_name ?? first;
        const last_name = event.data.last_name ?? rest.join(' ');
        const name = [first_name, last_name].filter((p) => p).join(' ') || null;
        return { status: 'registered', user: { ...state.user, name } };
      }
      case 'UserDetailsFromSource': {
        if (state.status === 'none') return state;
        const { first_name, birth_date } = event.data;
        const user = {
          ...state.user,
          ...(first_name === undefined ? {} : { name: first_name }),
          ...(birth_date === undefined ? {} : { dob: birth_date }),
        };
        return { status: 'registered', user };
      }
      case 'UserPasswordChanged':
      case 'UserPasswordRehashed':
        return state.status === 'none'
          ? state
          : { status: 'registered', user: { ...state.user, password_hash: event.data.password_hash } };
      case 'UserLoggedIn':
      case 'UserLoggedOut':
      case 'OrientationMarked':
        return state;
      case 'UserCreatedByStaff':
      case 'UserProfileUpdated':
      case 'UserSwitchChanged':
      case 'CompTimeGranted':
      case 'CompTimeRevoked':
        return evolveUserAdmin(state, event);
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Register': {
        // ids are fresh UUIDv7s and the email is claimed first: reaching this means a retry collided
        if (state.status !== 'none') throw new ConflictError('This account already exists');
        const r = command.registration;
        if (r.client_id === null && r.role !== SUPER_ADMIN) {
          throw new ValidationError('client_id: is required for every role but the super admin', {
            field: 'client_id',
          });
        }
        return [UserRegistered.of(r)];
      }
      case 'ChangePassword':
        registered(state);
        return [UserPasswordChanged.of({ password_hash: command.password_hash, reason: command.reason })];
      case 'LogIn': {
        if (state.status === 'none') throw loginInvalid();
        judgeLogin(state.user, command.target, command.client_active);
        const { rehash } = command;
        // a hash changed since the login checked it (a reset, staff) is newer than ours: kept
        const rehashed =
          rehash && rehash.checked === state.user.password_hash
            ? [UserPasswordRehashed.of({ password_hash: rehash.password_hash })]
            : [];
        return [...rehashed, UserLoggedIn.of(command.login)];
      }
      case 'LogOut': {
        // a session of no account here (a single sign-on or seeded one) has nothing to record
        if (state.status === 'none') return [];
        const { user_id, pod_id, reason, token_hash } = command;
        return [UserLoggedOut.of({ user_id, pod_id, reason, token_hash })];
      }
      case 'CreateByStaff':
      case 'UpdateByStaff':
      case 'ChangeSwitch':
      case 'GrantCompTime':
      case 'RevokeCompTime':
        return decideUserAdmin(command, state, ctx);
      case 'JoinThroughSso':
        // ids are fresh UUIDv7s and the email is claimed first: reaching this means a retry collided
        if (state.status !== 'none') throw new ConflictError('This account already exists');
        return [UserJoinedThroughSso.of(command.joining)];
      case 'JoinThroughSource':
        // ids are fresh UUIDv7s: reaching this means a retry collided
        if (state.status !== 'none') throw new ConflictError('This account already exists');
        return [UserJoinedThroughSource.of(command.joining)];
      case 'AssertName': {
        registered(state);
        const { first_name, last_name } = command;
        if (first_name === undefined && last_name === undefined) return [];
        return [
          UserNameAsserted.of({
            ...(first_name === undefined ? {} : { first_name }),
            ...(last_name === undefined ? {} : { last_name }),
          }),
        ];
      }
      case 'TakeSourceDetails': {
        const user = registered(state);
        const name = command.first_name !== null && command.first_name !== user.name ? command.first_name : undefined;
        const dob = command.birth_date !== null && command.birth_date !== user.dob ? command.birth_date : undefined;
        if (name === undefined && dob === undefined) return [];
        return [
          UserDetailsFromSource.of({
            ...(name === undefined ? {} : { first_name: name }),
            ...(dob === undefined ? {} : { birth_date: dob }),
            source: command.source,
          }),
        ];
      }
      case 'MarkOrientation':
        registered(state);
        return [OrientationMarked.of({ token_hash: command.token_hash, type: command.orientation })];
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
