import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkReservation,
  EMPTY_RESERVATION,
  emailsOf,
  REQUIRED_FIELD,
  refusedField,
} from '../src/features/reservations/model/reservation-form-rules.ts';

const FILLED = {
  lab_id: 'lab-1',
  pods: ['GP-AAAA-BBBB-CCCC'],
  start_date: '06/15/2027',
  start_time: '02:00 PM',
  end_date: '06/15/2027',
  end_time: '05:00 PM',
  group_name: 'Robotics Club',
  emails: 'a@x.test',
};

/** A refused call as the API client reports it: its status, message and data. */
const refusal = (status: number, message: string, data: Record<string, unknown>) =>
  Object.assign(new Error(message), { status, data });

describe('the reservation form rules', () => {
  it('marks every empty field of an empty form as required', () => {
    const errors = checkReservation(EMPTY_RESERVATION);
    assert.deepEqual(Object.keys(errors).sort(), [
      'emails',
      'end_date',
      'end_time',
      'group_name',
      'lab_id',
      'pods',
      'start_date',
      'start_time',
    ]);
    assert.equal(errors.group_name, REQUIRED_FIELD);
  });

  it('asks for at least one pod once a lab is chosen, and passes a filled form', () => {
    assert.deepEqual(checkReservation({ ...FILLED, pods: [] }), { pods: 'Choose at least one pod' });
    assert.deepEqual(checkReservation(FILLED), {});
    assert.deepEqual(checkReservation({ ...FILLED, emails: ' ,\n ' }), { emails: REQUIRED_FIELD });
  });

  it('reads emails one a line or separated by commas, semicolons or spaces', () => {
    assert.deepEqual(emailsOf('a@x.test\nb@x.test, c@x.test;d@x.test  e@x.test'), [
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
      'e@x.test',
    ]);
  });

  it("puts a refused save's field beside the form's own field, without the field prefix", () => {
    const bad = refusal(400, 'end_datetime: must be the date and the time joined', {
      field: 'end_datetime',
    });
    assert.deepEqual(refusedField(bad), { key: 'end_time', text: 'must be the date and the time joined' });
    const overlap = refusal(409, 'Pod A1 is already reserved', { field: 'pods_list' });
    assert.deepEqual(refusedField(overlap), { key: 'pods', text: 'Pod A1 is already reserved' });
    const missing = refusal(400, 'Please fill all required fields', {
      field: 'group_name',
      msg_key: 'generic-required-message',
    });
    assert.deepEqual(refusedField(missing), { key: 'group_name', text: REQUIRED_FIELD });
    assert.equal(refusedField(refusal(403, 'Forbidden', { field: 'lab_id' })), null);
    assert.equal(refusedField(new Error('boom')), null);
  });
});
