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

describe('appending text that holds control characters', () => {
  const NoteTaken = defineEvent({
    type: 'TestNoteTaken',
    aggregate: 'note',
    description: 'a note with nested text',
    schema: Type.Object({
      text: Type.String(),
      lines: Type.Array(Type.Object({ say: Type.String() })),
      labels: Type.Record(Type.String(), Type.String()),
    }),
  });
  const note = (over: Record<string, unknown> = {}) => ({ text: 'hello', lines: [{ say: 'hi' }], labels: {}, ...over });

  it('refuses a NUL in a top-level string, naming where', () => {
    assert.throws(
      () => NoteTaken.assert(note({ text: 'bye\u0000' })),
      (err: unknown) => {
        assert.ok(err instanceof EventSchemaError);
        assert.match(err.message, /\/text must not contain control characters/);
        return true;
      },
    );
  });

  it('refuses every C0 character but tab, line feed and carriage return, and DEL, in a nested string', () => {
    const refused = [...Array.from({ length: 32 }, (_, i) => i).filter((c) => ![9, 10, 13].includes(c)), 0x7f];
    for (const code of refused) {
      const data = note({ lines: [{ say: 'ok' }, { say: `a${String.fromCharCode(code)}b` }] });
      assert.throws(() => NoteTaken.assert(data), /\/lines\/1\/say must not contain control characters/, `U+${code}`);
    }
  });

  it('refuses a control character in an object key', () => {
    assert.throws(() => NoteTaken.assert(note({ labels: { 'a\u001bb': 'x' } })), /\/labels must not contain control/);
  });

  it('accepts multi-line text with tabs, and text beyond ASCII', () => {
    assert.doesNotThrow(() =>
      NoteTaken.assert(note({ text: 'line one\r\nline two\n\tindented', labels: { größe: 'ß 😀' } })),
    );
  });

  it('still reads old data that holds one when an upcaster lifts it: the log stays readable', () => {
    const Renamed = defineEvent({
      type: 'TestRenamed',
      aggregate: 'note',
      version: 2,
      description: 'v2 added `by`',
      schema: Type.Object({ text: Type.String(), by: Type.String() }),
      upcasters: { 1: (d) => ({ ...d, by: 'unknown' }) },
    });
    assert.deepEqual(Renamed.upcast({ text: 'old\u0000' }, 1), { text: 'old\u0000', by: 'unknown' });
  });
});
