import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EventEnvelope, PRODUCTION_NAMES } from '@gamepod/events';
import { formatActor, formatEvent, type TailedEvent } from '../src/event-printer.ts';
import { UsageError } from '../src/ops-errors.ts';
import { checkEventTypes, tailSubject } from '../src/tail-filter.ts';

const envelope: EventEnvelope = {
  type: 'PodLockedOut',
  data: { pod_id: '42', reason: 'maintenance' },
  metadata: {
    event_id: '01936d2e-4f1a-7000-8b3c-5d2e9f1a0b4c',
    schema_version: 1,
    occurred_at: '2026-11-21T09:00:00.000Z',
    actor: { kind: 'user', user_id: 'u7', role: 2 },
    correlation_id: 'c1',
    causation_id: null,
  },
};

const ESC = '\x1b';

const event = (over: Partial<TailedEvent> = {}): TailedEvent => ({
  seq: 12,
  index: 0,
  subject: 'gp.evt.pod.42',
  envelope,
  ...over,
});

describe('printing events for tail', () => {
  it('prints seq, time, aggregate:id, type, actor and compact data on one line', () => {
    assert.equal(
      formatEvent(PRODUCTION_NAMES, event(), { color: false }),
      '      12  2026-11-21T09:00:00.000Z  pod:42  PodLockedOut  user:u7(role 2)  {"pod_id":"42","reason":"maintenance"}',
    );
  });

  it('marks the later events of a commit with their index', () => {
    assert.match(formatEvent(PRODUCTION_NAMES, event({ index: 2 }), { color: false }), /^ {4}12\.2 {2}/);
  });

  it('keeps dotted aggregate ids whole, as claims have', () => {
    const line = formatEvent(PRODUCTION_NAMES, event({ subject: 'gp.evt.claim.email.ab12' }), { color: false });
    assert.match(line, / claim:email\.ab12 /);
  });

  it('shows a subject that is not an event subject as it is', () => {
    assert.match(formatEvent(PRODUCTION_NAMES, event({ subject: 'odd.subject' }), { color: false }), / odd\.subject /);
  });

  it('adds ANSI colours only when asked, and the text stays the same', () => {
    const plain = formatEvent(PRODUCTION_NAMES, event(), { color: false });
    const coloured = formatEvent(PRODUCTION_NAMES, event(), { color: true });
    assert.ok(!plain.includes(`${ESC}[`));
    assert.ok(coloured.includes(`${ESC}[1mPodLockedOut${ESC}[0m`));
    assert.equal(coloured.replace(new RegExp(`${ESC}\\[\\d+m`, 'g'), ''), plain);
  });

  it('names each kind of actor', () => {
    assert.equal(formatActor({ kind: 'pod', pod_id: 'p9' }), 'pod:p9');
    assert.equal(formatActor({ kind: 'system', name: 'gamepod' }), 'system:gamepod');
    assert.equal(formatActor(undefined), '-');
  });
});

describe('choosing what tail reads', () => {
  it('filters on the server by aggregate, by id, or both', () => {
    assert.equal(tailSubject(PRODUCTION_NAMES, { aggregate: undefined, id: undefined }), 'gp.evt.>');
    assert.equal(tailSubject(PRODUCTION_NAMES, { aggregate: 'pod', id: undefined }), 'gp.evt.pod.>');
    assert.equal(tailSubject(PRODUCTION_NAMES, { aggregate: 'pod', id: '42' }), 'gp.evt.pod.42');
    assert.equal(tailSubject(PRODUCTION_NAMES, { aggregate: undefined, id: '42' }), 'gp.evt.*.42');
    assert.equal(tailSubject(PRODUCTION_NAMES, { aggregate: 'claim', id: 'email.ab' }), 'gp.evt.claim.email.ab');
  });

  it('rejects an aggregate or id that would be a wildcard or an empty token', () => {
    assert.throws(() => tailSubject(PRODUCTION_NAMES, { aggregate: '>', id: undefined }), UsageError);
    assert.throws(() => tailSubject(PRODUCTION_NAMES, { aggregate: 'pod', id: 'a..b' }), UsageError);
    assert.throws(() => tailSubject(PRODUCTION_NAMES, { aggregate: 'a b', id: undefined }), UsageError);
  });

  it('rejects event types the catalogue does not know, listing the known ones', () => {
    assert.doesNotThrow(() => checkEventTypes(['A'], ['A', 'B']));
    assert.throws(
      () => checkEventTypes(['A', 'Typo'], ['A', 'B']),
      (err: unknown) => err instanceof UsageError && err.message === 'unknown event type Typo; known types: A, B',
    );
  });
});
