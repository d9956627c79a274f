import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimateText, joinRefusalText } from '../src/features/queue/model/queue-texts.ts';
import { clockText, secondsLeft } from '../src/lib/countdown.ts';

/** A refusal as the API client's ApiError carries it. */
const refusal = (status: number, data: Record<string, unknown>, message = 'server words') => ({
  kind: 'http',
  status,
  message,
  data,
});

describe('what the queue pages say', () => {
  describe('when a join is refused', () => {
    it('says each reason the server gives in its own words', () => {
      const texts = new Set(
        ['already-queued', 'on-pod', 'queue-off', 'platform-queue-off', 'seat-free', 'no-show-ban'].map((reason) =>
          joinRefusalText(refusal(409, { reason }), 'xb'),
        ),
      );
      assert.equal(texts.size, 6, 'no two reasons read alike');
      assert.match(joinRefusalText(refusal(409, { reason: 'platform-queue-off' }), 'xb'), /no queue for Xbox/);
      assert.match(joinRefusalText(refusal(409, { reason: 'seat-free' }), null), /just sign in/);
    });

    it('names the day a no-show ban ends', () => {
      const until = new Date(2026, 11, 14, 18, 30).toISOString();
      assert.match(joinRefusalText(refusal(403, { reason: 'no-show-ban', until }), null), /December 14/);
    });

    it("says another venue's lab, a lab gone, and otherwise the server's message", () => {
      assert.equal(joinRefusalText(refusal(403, {}), null), "Your account can't queue in this lab.");
      assert.equal(joinRefusalText(refusal(404, {}), null), 'This lab no longer exists.');
      assert.equal(joinRefusalText(refusal(500, {}, 'Something broke'), null), 'Something broke');
      assert.match(
        joinRefusalText({ kind: 'network', status: 0, message: 'offline' }, null),
        /could not reach the queue/,
      );
    });
  });

  describe('when the estimate and the hold are shown', () => {
    it('reads minutes, hours past an hour and a half, and soon', () => {
      assert.equal(estimateText({ estimate_minutes: null }), 'We will let you know');
      assert.equal(estimateText({ estimate_minutes: 0 }), 'Any minute now');
      assert.equal(estimateText({ estimate_minutes: 35 }), 'About 35 minutes');
      assert.equal(estimateText({ estimate_minutes: 720 }), 'About 12 hours');
    });

    it('counts the hold down to 0:00 and never below', () => {
      const now = Date.parse('2026-12-07T20:00:00Z');
      assert.equal(clockText(secondsLeft('2026-12-07T20:09:05Z', now)), '9:05');
      assert.equal(clockText(secondsLeft('2026-12-07T19:59:00Z', now)), '0:00');
    });
  });
});
