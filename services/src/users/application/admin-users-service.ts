import { claimUnique, handleCommand, releaseUnique } from '@gamepod/event-store';
import { type AppendContext, ConflictError, fold, NotFoundError, uuidv7 } from '@gamepod/events';
import { hashPassword } from '../../auth/passwords.ts';
import { readClient } from '../../clients/application/read-client.ts';
import {
  decideUserAdmin,
  type StaffActor,
  type StaffCreation,
  type UserAdminCommand,
  type UserSwitchName,
} from '../domain/user-admin-decisions.ts';
import { type UserEvent, type UserState, userDecider } from '../domain/user-decider.ts';
import { readUserForm, type UserForm } from '../domain/user-form.ts';
import { assertEmailFree, EMAIL_KIND, EMAIL_TAKEN } from './accounts.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { endAllSessionsOf } from './logout-service.ts';

export type AdminUsersDeps = Pick<IdentityDeps, 'store' | 'db' | 'checkpoints' | 'clock'>;

/** Why the sessions of an account ended when staff changed it. */
export const DEACTIVATED_REASON = 'Account deactivated';
export const ACCOUNT_CHANGED_REASON = 'Account changed by an administrator';

// a dry run decides with this instead of a real hash: a refused form must cost no hashing
const NOT_YET_HASHED = 'scrypt$1$1$1$dry$run';

const today = (deps: AdminUsersDeps) => deps.clock().toISOString().slice(0, 10);
const userOwner = (id: string) => ({ aggregate: 'user', id });

async function assertClientExists(deps: AdminUsersDeps, clientId: string | null): Promise<void> {
  if (clientId !== null && (await readClient(deps.store, clientId)) === null) {
    throw new NotFoundError('Client not found', { field: 'client_id' });
  }
}

/** Runs the decider without appending: what it refuses (400, 403, 404) appends and claims nothing. */
async function dryRun(deps: AdminUsersDeps, userId: string | null, command: UserAdminCommand): Promise<UserState> {
  const history = userId === null ? [] : (await deps.store.read(userDecider.aggregate, userId)).events;
  const state = fold(userDecider, history as unknown as UserEvent[]);
  decideUserAdmin(command, state, { now: deps.clock(), newId: uuidv7 });
  return state;
}

/**
 * Create User: checks the form, refuses what the actor may not create, claims the email in
 * the log (409 when taken), hashes the password, appends UserCreatedByStaff, and returns once
 * the users read model has the account. The claim is given back if the append fails.
 */
export async function createUserByStaff(
  deps: AdminUsersDeps,
  actor: StaffActor,
  form: UserForm,
  context: AppendContext,
): Promise<{ user_id: string }> {
  const { profile, password } = readUserForm(form, actor, 'create', today(deps));
  const account: StaffCreation = {
    ...profile,
    user_name: profile.email,
    stream_default: false,
    pro: false,
    is_active: true,
    password_hash: NOT_YET_HASHED,
  };
  await dryRun(deps, null, { type: 'CreateByStaff', actor, account });
  await assertClientExists(deps, profile.client_id);
  await assertEmailFree(deps.store, profile.email);
  const user_id = uuidv7();
  try {
    await claimUnique(deps.store, EMAIL_KIND, profile.email, userOwner(user_id), context, EMAIL_TAKEN);
  } catch (err) {
    throw err instanceof ConflictError ? new ConflictError(EMAIL_TAKEN, { field: 'email' }) : err;
  }
  try {
    const password_hash = await hashPassword(password ?? '');
    const command = { type: 'CreateByStaff' as const, actor, account: { ...account, password_hash } };
    const { seq } = await handleCommand(deps.store, userDecider, user_id, command, { context, clock: deps.clock });
    await deps.checkpoints.waitFor(['users'], seq);
    return { user_id };
  } catch (err) {
    await releaseUnique(deps.store, EMAIL_KIND, profile.email, userOwner(user_id), context).catch(() => undefined);
    throw err;
  }
}

/**
 * Edit User: the changed fields as one UserProfileUpdated, a new password as
 * UserPasswordChanged. A new email is claimed before the append and the old one released
 * after. A new role, client or password ends the account's sessions, which carry the old ones.
 */
export async function updateUserByStaff(
  deps: AdminUsersDeps,
  actor: StaffActor,
  userId: string,
  form: UserForm,
  context: AppendContext,
): Promise<void> {
  const { profile, password } = readUserForm(form, actor, 'edit', today(deps));
  const placeholder = password === null ? null : NOT_YET_HASHED;
  const command = { type: 'UpdateByStaff' as const, actor, user_id: userId, profile, password_hash: placeholder };
  const before = await dryRun(deps, userId, command);
  await assertClientExists(deps, profile.client_id);
  const oldEmail = before.status === 'registered' ? before.user.email : profile.email;
  const newEmail = oldEmail !== profile.email;
  if (newEmail) {
    try {
      await claimUnique(deps.store, EMAIL_KIND, profile.email, userOwner(userId), context, EMAIL_TAKEN);
    } catch (err) {
      throw err instanceof ConflictError ? new ConflictError(EMAIL_TAKEN, { field: 'email' }) : err;
    }
  }
  let events: UserEvent[];
  try {
    const password_hash = password === null ? null : await hashPassword(password);
    const result = await handleCommand(
      deps.store,
      userDecider,
      userId,
      { ...command, password_hash },
      { context, clock: deps.clock },
    );
    events = result.events;
    await deps.checkpoints.waitFor(['users', 'auth_sessions'], result.seq);
  } catch (err) {
    if (newEmail) {
      await releaseUnique(deps.store, EMAIL_KIND, profile.email, userOwner(userId), context).catch(() => undefined);
    }
    throw err;
  }
  if (newEmail) await releaseUnique(deps.store, EMAIL_KIND, oldEmail, userOwner(userId), context);
  const outdated = events.some(
    (e) =>
      e.type === 'UserPasswordChanged' ||
      (e.type === 'UserProfileUpdated' && (e.data.role !== undefined || e.data.client_id !== undefined)),
  );
  if (outdated) await endAllSessionsOf(deps, userId, ACCOUNT_CHANGED_REASON);
}

/**
 * The User Detail switches. Turning Active off also ends every open session of the account
 * (their sockets close), also when it was off already: that finishes the job if a first try
 * stopped between the append and the sessions.
 */
export async function changeUserSwitch(
  deps: AdminUsersDeps,
  actor: StaffActor,
  userId: string,
  change: { readonly switch: UserSwitchName; readonly value: boolean },
  context: AppendContext,
): Promise<void> {
  const command = { type: 'ChangeSwitch' as const, actor, user_id: userId, ...change };
  const { seq } = await handleCommand(deps.store, userDecider, userId, command, { context, clock: deps.clock });
  // the auth read model must hold every session started before the deactivation, so none is missed
  await deps.checkpoints.waitFor(['users', 'auth_sessions'], seq);
  if (change.switch === 'is_active' && !change.value) await endAllSessionsOf(deps, userId, DEACTIVATED_REASON);
}

/** Gives a player comp minutes; returns the new entry's id once the users read model has it. */
export async function grantCompTime(
  deps: AdminUsersDeps,
  actor: StaffActor,
  userId: string,
  comp: { readonly minutes: number; readonly note: string | null },
  context: AppendContext,
): Promise<{ comp_id: string }> {
  const command = { type: 'GrantCompTime' as const, actor, ...comp };
  const { seq, events } = await handleCommand(deps.store, userDecider, userId, command, {
    context,
    clock: deps.clock,
  });
  await deps.checkpoints.waitFor(['users'], seq);
  const granted = events[0];
  return { comp_id: granted?.type === 'CompTimeGranted' ? granted.data.comp_id : '' };
}

/** Deletes a comp time entry of this user; 404 when the user has no such live entry. */
export async function revokeCompTime(
  deps: AdminUsersDeps,
  actor: StaffActor,
  userId: string,
  compId: string,
  context: AppendContext,
): Promise<void> {
  const command = { type: 'RevokeCompTime' as const, actor, comp_id: compId };
  const { seq } = await handleCommand(deps.store, userDecider, userId, command, { context, clock: deps.clock });
  await deps.checkpoints.waitFor(['users'], seq);
}
