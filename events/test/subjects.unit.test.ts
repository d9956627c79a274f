import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aggregateSubject, claimId, isolatedNames, PRODUCTION_NAMES, parseAggregateSubject } from '../src/subjects.ts';

describe('subjects', () => {
  it('puts each aggregate instance on its own subject', () => {
    assert.equal(aggregateSubject(PRODUCTION_NAMES, 'pod', '42'), 'gp.evt.pod.42');
  });

  it('parses a subject back into aggregate and id, ids with dots included', () => {
    assert.deepEqual(parseAggregateSubject(PRODUCTION_NAMES, 'gp.evt.claim.email.abc'), {
      aggregate: 'claim',
      id: 'email.abc',
    });
  });

  it('refuses a subject without an id', () => {
    assert.throws(() => parseAggregateSubject(PRODUCTION_NAMES, 'gp.evt.pod'), /no aggregate id/);
    assert.throws(() => parseAggregateSubject(PRODUCTION_NAMES, 'gp.evt.pod.'), /no aggregate id/);
  });

  it('refuses ids that would be wildcards or extra tokens', () => {
    for (const bad of ['*', '>', 'a b', '', 'a..b'])
      assert.throws(() => aggregateSubject(PRODUCTION_NAMES, 'pod', bad), /aggregate id/);
  });

  it('hashes claimed values after trimming and lower-casing them', () => {
    assert.equal(claimId('email', ' A@B.com '), claimId('email', 'a@b.com'));
    assert.match(claimId('email', 'a@b.com'), /^email\.[0-9a-f]{64}$/);
  });

  it('gives isolated copies their own stream names and prefix', () => {
    assert.deepEqual(isolatedNames('ab-12'), {
      eventsStream: 'Tab12_EVENTS',
      telemetryStream: 'Tab12_TELEMETRY',
      prefix: 'tab12',
    });
  });
});
