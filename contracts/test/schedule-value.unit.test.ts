import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseScheduleValue, readSchedule } from '../src/catalogues/schedule-value.ts';

describe("a 'schedule' command's value", () => {
  it('reads the hours services write, and the closed flag as true or 1', () => {
    const value = JSON.stringify({ start: '09:00 AM', end: '10:00 PM', tomorrow: '09:00 AM', is_closed: false });
    assert.deepEqual(parseScheduleValue(value), {
      start: '09:00 AM',
      end: '10:00 PM',
      tomorrow: '09:00 AM',
      is_closed: false,
    });
    assert.deepEqual(parseScheduleValue('{"is_closed":1}'), {
      start: null,
      end: null,
      tomorrow: null,
      is_closed: true,
    });
    assert.equal(readSchedule({ is_closed: true })?.is_closed, true);
  });

  it('takes blank, null or missing times as no time', () => {
    assert.deepEqual(readSchedule({ start: ' ', end: null }), {
      start: null,
      end: null,
      tomorrow: null,
      is_closed: false,
    });
  });

  it('is null for what is not the hours: no JSON, no object, times or flag of another type', () => {
    for (const value of [
      null,
      '',
      '9 to 5',
      '[]',
      '"09:00 AM"',
      '{"start":9}',
      '{"is_closed":"yes"}',
      '{"is_closed":2}',
    ])
      assert.equal(parseScheduleValue(value), null, String(value));
  });
});
