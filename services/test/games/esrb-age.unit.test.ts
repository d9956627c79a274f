import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ageOn, esrbForBirthDate, esrbWithin } from '../../src/games/domain/esrb-age.ts';

describe('ESRB ratings by age', () => {
  it('counts whole years, a year older on the birthday; 29 February a year older on 1 March', () => {
    assert.equal(ageOn('2013-06-15', '2026-06-14'), 12);
    assert.equal(ageOn('2013-06-15', '2026-06-15'), 13);
    assert.equal(ageOn('2012-02-29', '2025-02-28'), 12);
    assert.equal(ageOn('2012-02-29', '2025-03-01'), 13);
  });
  it('knows no age without a date, with a date that is none, or born after today', () => {
    for (const dob of [null, '', '15/06/2013', '2030-01-01']) assert.equal(ageOn(dob, '2026-12-07'), null, String(dob));
  });
  it('allows Everyone under 10, then Everyone 10+, Teen at 13, Mature at 17; no birth date: no limit', () => {
    assert.deepEqual(esrbForBirthDate('2017-12-08', '2026-12-07'), ['Everyone']);
    assert.deepEqual(esrbForBirthDate('2016-12-07', '2026-12-07'), ['Everyone', 'Everyone 10+']);
    assert.deepEqual(esrbForBirthDate('2013-12-07', '2026-12-07'), ['Everyone', 'Everyone 10+', 'Teen 13+']);
    assert.deepEqual(esrbForBirthDate('2009-12-07', '2026-12-07'), [
      'Everyone',
      'Everyone 10+',
      'Teen 13+',
      'Mature 17+',
    ]);
    assert.equal(esrbForBirthDate(null, '2026-12-07'), null);
  });
  it('filters with what was asked within what is allowed; nothing allowed asked: null (an empty list)', () => {
    const allowed = ['Everyone', 'Everyone 10+'] as const;
    assert.deepEqual(esrbWithin([], allowed), allowed);
    assert.deepEqual(esrbWithin(['Teen 13+', 'Everyone'], allowed), ['Everyone']);
    assert.equal(esrbWithin(['Mature 17+'], allowed), null);
    assert.deepEqual(esrbWithin(['Mature 17+'], null), ['Mature 17+']);
  });
});
