import assert from 'node:assert/strict';
import { claimUnique, handleCommand } from '@gamepod/event-store';
import { SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../src/auth/passwords.ts';
import { EMAIL_KIND } from '../../src/users/application/accounts.ts';
import type { StaffCreation } from '../../src/users/domain/user-admin-decisions.ts';
import { userDecider } from '../../src/users/domain/user-decider.ts';
import { REQUIRED_MESSAGE } from '../../src/users/domain/user-form.ts';
import type { TestServices } from './test-services.ts';

export const USERS_API = '/api/v1/admin/kiosk/users';
/** The password of every account these tests make. */
export const STAFF_PASSWORD = 'staff-made-1';
export { REQUIRED_MESSAGE };

let counter = 0;
/** An email no other test of this process uses. */
export const freshEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

/** A Create User form that passes for `role` (every field filled in). */
export function userForm(role: number, clientId: string | null, over: Record<string, unknown> = {}) {
  return {
    user_role: role,
    client_id: clientId,
    name: `Person ${counter++}`,
    email: freshEmail(`role${role}`),
    password: STAFF_PASSWORD,
    password_again: STAFF_PASSWORD,
    dob: '05/31/1990',
    phone: '555-123-4567',
    ...over,
  };
}

/** A reply's envelope. */
export type Envelope<D = Record<string, unknown>> = { status: boolean; message: string; data: D };
export const body = <D = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as Envelope<D>;

type Poster = { post(url: string, b: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse> };

/** Creates a user through the API; returns its id and email. */
export async function createUser(f: Poster, token: string, form: Record<string, unknown>) {
  const res = await f.post(`${USERS_API}/save`, form, token);
  assert.equal(res.statusCode, 200, res.body);
  return { id: body<{ user_id: string }>(res).data.user_id, email: String(form.email).toLowerCase() };
}

let hash: Promise<string> | undefined;

/**
 * An account straight from UserCreatedByStaff, its email claimed first: many of them cost
 * one password hash per file instead of one per account. Returns its id once the users read model has it.
 */
export async function seedUser(s: Pick<TestServices, 'deps'>, fields: Partial<StaffCreation> = {}): Promise<string> {
  hash ??= hashPassword(STAFF_PASSWORD);
  const id = uuidv7();
  const email = fields.email ?? freshEmail('seeded');
  const context = { actor: SYSTEM_ACTOR };
  await claimUnique(s.deps.store, EMAIL_KIND, email, { aggregate: 'user', id }, context);
  const account: StaffCreation = {
    role: 1,
    client_id: null,
    email,
    user_name: email,
    name: null,
    phone: null,
    dob: null,
    stream_default: false,
    pro: false,
    is_active: true,
    password_hash: await hash,
    ...fields,
  };
  const actor = { user_id: 'seed', role: 4, client_id: null };
  const { seq } = await handleCommand(
    s.deps.store,
    userDecider,
    id,
    { type: 'CreateByStaff', actor, account },
    {
      context,
    },
  );
  await s.deps.checkpoints.waitFor(['users'], seq);
  return id;
}

/**
 * Sends a request that must be refused with `status`, naming `field` in `data.field` (and
 * `message` when given), and must append nothing.
 */
export async function assertRefused(
  f: { lastSeq(): Promise<number> },
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  field?: string,
  message?: string,
): Promise<LightMyRequestResponse> {
  const before = await f.lastSeq();
  const res = await send();
  assert.equal(res.statusCode, status, res.body);
  const reply = body<{ field?: string }>(res);
  assert.equal(reply.status, false);
  if (field !== undefined) assert.equal(reply.data.field, field, reply.message);
  if (message !== undefined) assert.equal(reply.message, message);
  else if (field !== undefined && status === 400) {
    assert.ok(reply.message.includes(field) || reply.message === REQUIRED_MESSAGE, reply.message);
  }
  assert.equal(await f.lastSeq(), before, 'a refused request appended an event');
  return res;
}
