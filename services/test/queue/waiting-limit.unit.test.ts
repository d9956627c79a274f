import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitEnd, limitMoments } from '../../src/queue/domain/waiting-limit.ts';

const t = (m: number) => new Date(Date.UTC(2027, 0, 1, 18, 0) + m * 60_000);

describe('the session limit while people wait', () => {
  it("ends a session the lab's limit after its start", () => {
    assert.deepEqual(limitEnd(t(0), t(5), 60), t(60));
  });
  it('gives a session already past the limit when people start waiting 10 minutes of notice', () => {
    assert.deepEqual(limitEnd(t(0), t(90), 60), t(100));
    assert.deepEqual(limitEnd(t(0), t(55), 60), t(65));
  });
  it('warns at 10 and 2 minutes before the end, leaving out warnings already past but never the end', () => {
    assert.deepEqual(
      limitMoments(t(60), t(0)).map((m) => [m.moment, m.at]),
      [
        [10, t(50)],
        [2, t(58)],
        [0, t(60)],
      ],
    );
    assert.deepEqual(
      limitMoments(t(60), t(59)).map((m) => m.moment),
      [0],
    );
  });
});
