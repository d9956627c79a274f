import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allEventsSubject, ConcurrencyError, EventSchemaError, uuidv7 } from '@gamepod/events';
import { readRange } from '../src/log-reader.ts';
import { CounterIncremented, CounterOpened, storeFixture } from './support/test-store.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('EventStore over JetStream', () => {
  const f = storeFixture();

  it('appends to a new aggregate with expected version 0 and reads it back in order', async () => {
    const id = uuidv7();
    const first = await f.store.append('counter', id, [CounterOpened.of({ label: 'a' })], {
      expectedVersion: 0,
      context,
    });
    const second = await f.store.append('counter', id, [CounterIncremented.of({ amount: 2, reason: 'r' })], {
      expectedVersion: first.seq,
      context,
    });
    const read = await f.store.read('counter', id);
    assert.deepEqual(
      read.events.map((e) => e.type),
      ['TestCounterOpened', 'TestCounterIncremented'],
    );
    assert.equal(read.version, second.seq);
    assert.equal(await f.store.version('counter', id), second.seq);
    assert.equal(read.events[1]?.metadata.schema_version, 2);
    assert.equal(read.events[0]?.metadata.correlation_id, read.events[0]?.metadata.event_id);
  });

  describe('when two writers append at the same expected version', () => {
    it('accepts the first and rejects the second with a ConcurrencyError', async () => {
      const id = uuidv7();
      const opened = await f.store.append('counter', id, [CounterOpened.of({ label: 'a' })], {
        expectedVersion: 0,
        context,
      });
      await f.store.append('counter', id, [CounterIncremented.of({ amount: 1, reason: 'w1' })], {
        expectedVersion: opened.seq,
        context,
      });
      await assert.rejects(
        f.store.append('counter', id, [CounterIncremented.of({ amount: 1, reason: 'w2' })], {
          expectedVersion: opened.seq,
          context,
        }),
        (err: unknown) => err instanceof ConcurrencyError && err.status === 409,
      );
      const read = await f.store.read('counter', id);
      assert.deepEqual(
        read.events.map((e) => (e.data as { reason?: string }).reason ?? null),
        [null, 'w1'],
      );
    });

    it('rejects expected version 0 once the aggregate exists', async () => {
      const id = uuidv7();
      await f.store.append('counter', id, [CounterOpened.of({ label: 'a' })], { expectedVersion: 0, context });
      await assert.rejects(
        f.store.append('counter', id, [CounterOpened.of({ label: 'b' })], { expectedVersion: 0, context }),
        ConcurrencyError,
      );
    });
  });

  describe('when the same message id is appended twice', () => {
    it('stores it once and reports the second as a duplicate with the same sequence', async () => {
      const id = uuidv7();
      const messageId = uuidv7();
      const a = await f.store.append('counter', id, [CounterOpened.of({ label: 'a' })], {
        expectedVersion: 0,
        context,
        messageId,
      });
      const b = await f.store.append('counter', id, [CounterOpened.of({ label: 'a' })], {
        expectedVersion: 0,
        context,
        messageId,
      });
      assert.equal(a.duplicate, false);
      assert.equal(b.duplicate, true);
      assert.equal(b.seq, a.seq);
      assert.equal((await f.store.read('counter', id)).events.length, 1);
    });
  });

  it('writes the events of one commit atomically and reads them with their index', async () => {
    const id = uuidv7();
    await f.store.append(
      'counter',
      id,
      [CounterOpened.of({ label: 'a' }), CounterIncremented.of({ amount: 5, reason: 'x' })],
      { expectedVersion: 0, context },
    );
    const { events } = await f.store.read('counter', id);
    assert.deepEqual(
      events.map((e) => [e.seq === events[0]?.seq, e.index]),
      [
        [true, 0],
        [true, 1],
      ],
    );
    assert.equal(events[1]?.metadata.correlation_id, events[0]?.metadata.event_id);
  });

  it('refuses an event whose data breaks its schema, and writes nothing', async () => {
    const id = uuidv7();
    const before = await f.store.lastSequence();
    await assert.rejects(
      f.store.append('counter', id, [{ type: 'TestCounterIncremented', data: { amount: -1, reason: 'x' } }], {
        expectedVersion: 0,
        context,
      }),
      EventSchemaError,
    );
    assert.equal(await f.store.lastSequence(), before);
  });

  it('refuses an aggregate id that is not a literal subject token', async () => {
    await assert.rejects(
      f.store.append('counter', 'a.*', [CounterOpened.of({ label: 'a' })], { expectedVersion: 0, context }),
      /aggregate id/,
    );
  });

  it('reads an aggregate that has no events as empty at version 0', async () => {
    assert.deepEqual(await f.store.read('counter', uuidv7()), { events: [], version: 0 });
  });

  it('reads from a sequence on, and stops at the last commit without asking past it', async () => {
    const id = uuidv7();
    let version = 0;
    const seqs: number[] = [];
    for (const reason of ['a', 'b', 'c']) {
      const increment = CounterIncremented.of({ amount: 1, reason });
      const events = version === 0 ? [CounterOpened.of({ label: reason }), increment] : [increment];
      version = (await f.store.append('counter', id, events, { expectedVersion: version, context })).seq;
      seqs.push(version);
      // another aggregate's commit in between, as on a live log
      await f.store.append('counter', uuidv7(), [CounterOpened.of({ label: 'x' })], { expectedVersion: 0, context });
    }
    const { direct } = await f.store.jsm();
    const answers: Array<number | null> = [];
    const getMessage = direct.getMessage.bind(direct);
    direct.getMessage = async (...args) => {
      const m = await getMessage(...args);
      answers.push(m?.seq ?? null);
      return m;
    };
    try {
      const fromSecond = await f.store.read('counter', id, (seqs[0] ?? 0) + 1);
      assert.deepEqual(
        fromSecond.events.map((e) => (e.data as { reason?: string }).reason),
        ['b', 'c'],
      );
      assert.equal(fromSecond.version, seqs[2]);
      assert.ok(!answers.includes(null), `every direct get found a commit: ${answers.join(', ')}`);
      assert.equal(answers.length, 3, 'the last commit and the two read');
      answers.length = 0;
      assert.deepEqual(await f.store.read('counter', id, (seqs[2] ?? 0) + 1), { events: [], version: 0 });
    } finally {
      direct.getMessage = getMessage;
    }
  });
});

describe('reading a range of the log', () => {
  const f = storeFixture();

  it('delivers every message of the range in order, in batches', async () => {
    for (let i = 0; i < 25; i++)
      await f.store.append('counter', `r${i}`, [CounterOpened.of({ label: 'r' })], { expectedVersion: 0, context });
    const seen: number[] = [];
    const read = await readRange(
      f.store.js,
      { stream: f.env.names.eventsStream, subject: allEventsSubject(f.env.names), fromSeq: 3, toSeq: 20, batchSize: 4 },
      async (b) => {
        seen.push(...b.map((m) => m.seq));
      },
    );
    assert.equal(read, 18);
    assert.deepEqual(
      seen,
      Array.from({ length: 18 }, (_, i) => i + 3),
    );
  });

  it('fails instead of stopping short when the range runs past what the stream holds', async () => {
    const last = await f.store.lastSequence();
    await assert.rejects(
      readRange(
        f.store.js,
        {
          stream: f.env.names.eventsStream,
          subject: allEventsSubject(f.env.names),
          fromSeq: last - 1,
          toSeq: last + 3,
        },
        async () => undefined,
      ),
      /stopped at sequence \d+ before reaching/,
    );
  });
});
