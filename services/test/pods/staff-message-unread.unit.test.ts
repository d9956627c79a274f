import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STAFF_MESSAGE_SHOWN_FOR_MS, unreadStaffMessages } from '../../src/pods/domain/staff-message-unread.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
const message = (text: string, msAgo: number) => ({ text, sent_at: at(msAgo) });

describe('the staff messages still to show on a pod', () => {
  it('are those after the last acknowledged one, oldest first', () => {
    const sent = [message('c', 1_000), message('a', 3_000), message('b', 2_000)];
    assert.deepEqual(
      unreadStaffMessages(sent, null, now).map((m) => m.text),
      ['a', 'b', 'c'],
    );
    assert.deepEqual(
      unreadStaffMessages(sent, at(2_000), now).map((m) => m.text),
      ['c'],
    );
  });

  it('leave out a message sent longer ago than the time a message is shown for', () => {
    const sent = [message('old', STAFF_MESSAGE_SHOWN_FOR_MS + 1), message('just in time', STAFF_MESSAGE_SHOWN_FOR_MS)];
    assert.deepEqual(
      unreadStaffMessages(sent, null, now).map((m) => m.text),
      ['just in time'],
    );
  });
});
