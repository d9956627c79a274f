import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlayerView } from '@gamepod/contracts/http';
import { paymentStatusText } from '../src/features/users/model/payment-status.ts';
import {
  checkUserForm,
  EMPTY_USER_FORM,
  REQUIRED_FIELD,
  requiredFields,
  shownFields,
  type UserFormValues,
  userFormBody,
} from '../src/features/users/model/user-form-rules.ts';
import { formatMinutes, playerTime, roleLabel } from '../src/features/users/model/user-format.ts';

const player = (over: Partial<PlayerView> = {}): PlayerView => ({
  player_id: 'p1',
  first_name: 'Pat',
  email: 'pat@example.com',
  phone: null,
  dob: null,
  pro: 0,
  stream_default: 0,
  time_play: 0,
  time_paid: 0,
  paid_play_time: 0,
  time_comp: 0,
  time_balance: 0,
  remaining_time: 0,
  ...over,
});

describe('the users screens’ time display', () => {
  it("shows 'Nh Mm' from an hour up and 'Mm' below it", () => {
    assert.equal(formatMinutes(125), '2h 5m');
    assert.equal(formatMinutes(60), '1h 0m');
    assert.equal(formatMinutes(1_440), '24h 0m');
    assert.equal(formatMinutes(59), '59m');
    assert.equal(formatMinutes(1), '1m');
  });

  it("shows '0m' when there is no time", () => {
    assert.equal(formatMinutes(0), '0m');
    assert.equal(formatMinutes(null), '0m');
    assert.equal(formatMinutes(undefined), '0m');
    assert.equal(formatMinutes(Number.NaN), '0m');
    assert.equal(formatMinutes(-5), '0m');
  });

  it('rounds a part of a minute up', () => {
    assert.equal(formatMinutes(0.2), '1m');
    assert.equal(formatMinutes(59.01), '1h 0m');
    assert.equal(formatMinutes(90.5), '1h 31m');
  });

  it('shows N/A for a user who is not a player', () => {
    assert.equal(playerTime(null, 'time_play'), 'N/A');
    assert.equal(playerTime(player({ time_play: 75 }), 'time_play'), '1h 15m');
    assert.equal(playerTime(player(), 'time_paid'), '0m');
  });

  it("names a player with pro = 1 'Pro'", () => {
    assert.equal(roleLabel({ user_role_id: 1, player: player({ pro: 1 }) }), 'Pro');
    assert.equal(roleLabel({ user_role_id: 1, player: player() }), 'Player');
    assert.equal(roleLabel({ user_role_id: 3, player: null }), 'Client Admin');
    assert.equal(roleLabel({ user_role_id: 4, player: null }), 'Super Admin');
  });
});

const form = (over: Partial<UserFormValues>): UserFormValues => ({ ...EMPTY_USER_FORM, ...over });
const sorted = (s: ReadonlySet<string>) => [...s].sort();
const superCreate = { mode: 'create', actorRole: 4 } as const;
const adminCreate = { mode: 'create', actorRole: 3 } as const;
const superEdit = { mode: 'edit', actorRole: 4 } as const;

describe('the Create User and Edit User rules', () => {
  it('asks everything of a new player, and a client admin for no client', () => {
    const all = ['client_id', 'dob', 'email', 'name', 'password', 'password_again', 'phone', 'user_role'];
    assert.deepEqual(sorted(requiredFields(form({ user_role: '1' }), superCreate)), all);
    assert.deepEqual(
      sorted(requiredFields(form({ user_role: '1' }), adminCreate)),
      all.filter((f) => f !== 'client_id'),
    );
    assert.equal(shownFields(form({ user_role: '1' }), adminCreate).client, false);
  });

  it('asks a new facilitator or restricted admin for no name, birth date or phone', () => {
    for (const role of ['2', '5']) {
      assert.deepEqual(sorted(requiredFields(form({ user_role: role }), superCreate)), [
        'client_id',
        'email',
        'password',
        'password_again',
        'user_role',
      ]);
      assert.equal(shownFields(form({ user_role: role }), superCreate).dobAndPhone, false);
    }
  });

  it('asks a super admin creating a super admin for email and passwords only, with no client', () => {
    const v = form({ user_role: '4' });
    assert.deepEqual(sorted(requiredFields(v, superCreate)), ['email', 'password', 'password_again', 'user_role']);
    assert.equal(shownFields(v, superCreate).client, false);
  });

  it('on edit shows birth date and phone for players only, and the password only when typed', () => {
    assert.equal(shownFields(form({ user_role: '3' }), superEdit).dobAndPhone, false);
    assert.equal(shownFields(form({ user_role: '1' }), superEdit).dobAndPhone, true);
    const kept = requiredFields(form({ user_role: '3' }), superEdit);
    assert.equal(kept.has('password'), false);
    assert.equal(requiredFields(form({ user_role: '3', password: 'x' }), superEdit).has('password_again'), true);
  });

  it('reports empty required fields, then short passwords, mismatches and malformed dates and phones', () => {
    const empty = checkUserForm(form({}), superCreate);
    assert.equal(empty.missing, true);
    assert.equal(empty.errors.user_role, REQUIRED_FIELD);

    const filled = form({
      user_role: '1',
      client_id: 'c1',
      name: 'Robin',
      email: 'robin@example.com',
      password: 'short',
      password_again: 'other',
      dob: '13/01/1990',
      phone: '555-123',
    });
    const wrong = checkUserForm(filled, superCreate);
    assert.equal(wrong.missing, false);
    assert.deepEqual(Object.keys(wrong.errors).sort(), ['dob', 'password', 'password_again', 'phone']);

    const right = { ...filled, password: 'long enough', password_again: 'long enough', dob: '05/31/1990' };
    assert.deepEqual(checkUserForm({ ...right, phone: '555-123-4567' }, superCreate).errors, {});
  });

  it('sends no hidden client, and keeps hidden birth date and phone on edit only', () => {
    const v = form({ user_role: '2', client_id: 'c1', email: 'f@x.io', dob: '05/31/1990', phone: '555-123-4567' });
    const created = userFormBody(v, adminCreate);
    assert.deepEqual([created.client_id, created.dob, created.phone, created.user_role], [null, null, null, 2]);
    const edited = userFormBody(v, superEdit);
    assert.deepEqual([edited.client_id, edited.dob, edited.phone], ['c1', '05/31/1990', '555-123-4567']);
    assert.equal(userFormBody(form({ user_role: '3' }), superEdit).password, null);
  });
});

describe("Offer Payments' status", () => {
  it('names where the payment stands, and the minutes refunds and disputes took back', () => {
    assert.equal(paymentStatusText({ status: 'paid', minutes_taken_back: 0 }), 'Paid');
    assert.equal(paymentStatusText({ status: 'processing', minutes_taken_back: 0 }), 'Processing');
    assert.equal(
      paymentStatusText({ status: 'partially_refunded', minutes_taken_back: 15 }),
      'Partly refunded (−15 min)',
    );
    assert.equal(paymentStatusText({ status: 'dispute_lost', minutes_taken_back: 1200 }), 'Dispute lost (−1,200 min)');
  });
});
