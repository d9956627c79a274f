import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import Type from 'typebox';
import { defineEvent } from '../src/define-event.ts';
import { EventSchemaError } from '../src/errors.ts';
import { decodeCommit } from '../src/event-codec.ts';
import { isolatedNames } from '../src/subjects.ts';
import { CounterIncremented, testRegistry } from './support/test-events.ts';

const fixture = readFileSync(new URL('./fixtures/counter-incremented-v1.json', import.meta.url), 'utf8');

describe('an event type with an upcaster', () => {
  it('reads a stored v1 fixture as the current v2 shape', () => {
    const old = JSON.parse(fixture);
    assert.deepEqual(CounterIncremented.upcast(old.data, old.metadata.schema_version), {
      amount: 3,
      reason: 'unknown',
    });
  });

  it('upcasts while decoding a commit from the log, and reports the current version', () => {
    const names = isolatedNames('fixture');
    const data = new TextEncoder().encode(`[${fixture}]`);
    const [event] = decodeCommit(names, testRegistry, { seq: 7, subject: `${names.prefix}.evt.counter.c1`, data });
    assert.equal(event?.type, 'TestCounterIncremented');
    assert.deepEqual(event?.data, { amount: 3, reason: 'unknown' });
    assert.equal(event?.metadata.schema_version, 2);
    assert.equal(event?.seq, 7);
    assert.equal(event?.aggregate_id, 'c1');
  });

  it('refuses data written by a newer version than the code knows', () => {
    assert.throws(() => CounterIncremented.upcast({ amount: 1, reason: 'x' }, 3), EventSchemaError);
  });

  it('refuses an upcaster result that does not match the current schema', () => {
    assert.throws(() => CounterIncremented.upcast({ nope: true }, 1), /amount/);
  });
});

describe('declaring an event type', () => {
  it('requires an upcaster for every older version', () => {
    assert.throws(
      () =>
        defineEvent({
          type: 'X',
          aggregate: 'x',
          version: 3,
          description: '',
          schema: Type.Object({}),
          upcasters: { 1: (d) => d },
        }),
      /no upcaster from v2/,
    );
  });

  it('names the failing field when data does not match', () => {
    assert.throws(() => CounterIncremented.assert({ amount: 0, reason: 'r' }), /\/amount/);
  });
});
