import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QueuePolicy } from '@gamepod/contracts/http';
import { checkPolicy, policyValues } from '../src/features/lab-queue/model/policy-form-rules.ts';

const POLICY: QueuePolicy = {
  enabled: true,
  hold_minutes: 10,
  limit_minutes: null,
  no_show: { count: 3, days: 14, ban_days: 7 },
  platforms: { xb: true, ps: false, sw: false, pc: false },
};

describe("the queue policy form's check", () => {
  it('gives back the policy it was filled with, an empty limit being no limit', () => {
    assert.deepEqual(checkPolicy(policyValues(POLICY)), { policy: POLICY });
    assert.deepEqual(checkPolicy({ ...policyValues(POLICY), limit_minutes: ' 60 ' }), {
      policy: { ...POLICY, limit_minutes: 60 },
    });
  });

  it("refuses what the server would, each beside its field, with the field's bounds", () => {
    const result = checkPolicy({
      ...policyValues(POLICY),
      hold_minutes: '0',
      limit_minutes: '4',
      no_show_count: '2.5',
      no_show_days: '',
      no_show_ban_days: '366',
    });
    assert.deepEqual(result, {
      errors: {
        hold_minutes: 'Hold time (minutes): enter a whole number from 1 to 120',
        limit_minutes: 'Session limit while people wait (minutes): enter a whole number from 5 to 1440',
        no_show_count: 'No-shows before a ban: enter a whole number from 1 to 100',
        no_show_days: 'Counted over (days): enter a whole number from 1 to 365',
        no_show_ban_days: 'Ban length (days): enter a whole number from 0 to 365',
      },
    });
  });

  it('takes a ban of 0 days (never blocked) and the bounds themselves', () => {
    const values = { ...policyValues(POLICY), hold_minutes: '120', limit_minutes: '5', no_show_ban_days: '0' };
    assert.deepEqual(checkPolicy(values), {
      policy: { ...POLICY, hold_minutes: 120, limit_minutes: 5, no_show: { ...POLICY.no_show, ban_days: 0 } },
    });
  });
});
