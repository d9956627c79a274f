import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskTime12 } from '../src/lib/input-mask.ts';

describe('the time mask ##:## AA', () => {
  it('formats digits and AM/PM as typed, and lets a backspace remove them', () => {
    assert.equal(maskTime12('0930'), '09:30');
    assert.equal(maskTime12('0930p'), '09:30 P');
    assert.equal(maskTime12('0930pm'), '09:30 PM');
    assert.equal(maskTime12('09:30 P'), '09:30 P');
    assert.equal(maskTime12('12345am'), '12:34 AM');
    assert.equal(maskTime12('09'), '09');
  });
});
