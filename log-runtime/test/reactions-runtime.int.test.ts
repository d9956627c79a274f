import assert from 'node:assert/strict';
import { after, afterEach, describe, it } from 'node:test';
import { type StoredEvent, uuidv7 } from '@gamepod/events';
import { jetstream } from '@nats-io/jetstream';
import { sql } from 'kysely';
import { countDeadLetters, listDeadLetters } from '../src/consumer/dead-letters.ts';
import { knownReactions, requestDeadLetterRetry } from '../src/reactions/dead-letter-retry.ts';
import { defineReaction, reactionSchema } from '../src/reactions/reaction.ts';
import { AmountPosted } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';
import { context, eventsOf, open, reactionRuntimes, tag } from './support/reactions.ts';

/**
 * A reaction that follows each posting to an account of `scope` with an audit entry on
 * `<account>-audit`, appended with the message id the runtime derives from the posting.
 * Postings of 13 fail while `failUnlucky` is set.
 */
function auditor(name: string, scope: string) {
  const handled: StoredEvent[] = [];
  const state = { failUnlucky: true };
  const reaction = defineReaction({
    name,
    description: 'test only: audits postings',
    eventTypes: [AmountPosted.type],
    aggregate: 'account',
    async handle(events, ctx) {
      for (const event of events) {
        if (!event.aggregate_id.startsWith(scope) || event.aggregate_id.endsWith('-audit')) continue;
        handled.push(event);
        if ((event.data as { amount: number }).amount === 13 && state.failUnlucky) throw new Error('unlucky');
        await store().append('account', `${event.aggregate_id}-audit`, [AmountPosted.of({ amount: 0 })], {
          expectedVersion: 'any',
          context: ctx.causedBy(event),
          messageId: ctx.followUpId(event),
        });
      }
    },
  });
  return { reaction, handled, state };
}

const f = ledgerFixture();
const store = () => f.store;
const post = (id: string, amount: number) =>
  f.store.append('account', id, [AmountPosted.of({ amount })], { expectedVersion: 'any', context });

describe('a reaction', () => {
  const runtimes = reactionRuntimes(f);
  afterEach(() => runtimes.stopAll());
  after(() => runtimes.close());

  it('starts at the end of the log it finds, and handles what comes after', async () => {
    const id = tag();
    await open(f.store, id);
    await post(id, 1);
    const { reaction, handled } = auditor('starts_late', id);
    await runtimes.start([reaction]);
    const { seq } = await post(id, 2);
    await runtimes.handled(reaction, seq);
    assert.deepEqual(
      handled.map((e) => (e.data as { amount: number }).amount),
      [2],
    );
    assert.equal((await eventsOf(f.store, `${id}-audit`)).length, 1);
  });

  it('appends a follow-up once, though the event is handled again after a redelivery', async () => {
    const id = tag();
    const { reaction, handled } = auditor('follows_once', id);
    const runtime = await runtimes.start([reaction]);
    await open(f.store, id);
    const { seq } = await post(id, 5);
    await runtimes.handled(reaction, seq);
    await runtimes.stop(runtime);
    // as after a crash between the follow-up and the checkpoint: the posting is delivered again
    await sql`update ${sql.table(`${reactionSchema(reaction.name)}._checkpoint`)} set seq = ${seq - 1}`.execute(
      f.database.db,
    );
    await runtimes.start([reaction]);
    const next = await post(`${id}-next`, 0);
    await runtimes.handled(reaction, next.seq);
    assert.equal(handled.filter((e) => e.seq === seq).length, 2, 'the posting was handled twice');
    const audits = await eventsOf(f.store, `${id}-audit`);
    assert.equal(audits.length, 1, 'the second handling appended nothing');
    assert.equal(audits[0]?.metadata.causation_id, handled.find((e) => e.seq === seq)?.metadata.event_id);
  });

  it('sets aside what it cannot read or handle, goes on, and handles it again when ops ask', async () => {
    const id = tag();
    const { reaction, state } = auditor('sets_aside', id);
    const runtime = await runtimes.start([reaction], { fireTimers: false });
    await open(f.store, id);
    const poison = await jetstream(f.env.nc).publish(
      `${f.env.names.prefix}.evt.account.${id}`,
      new TextEncoder().encode('not json {'),
      { msgID: uuidv7() },
    );
    const unlucky = await post(id, 13);
    const fine = await post(id, 4);
    await runtimes.handled(reaction, fine.seq);

    const letters = await listDeadLetters(f.database.db, reactionSchema(reaction.name));
    assert.deepEqual(
      letters.map((l) => [l.seq, l.stage]),
      [
        [poison.seq, 'decode'],
        [unlucky.seq, 'apply'],
      ],
    );
    assert.match(letters[1]?.error ?? '', /unlucky/);
    assert.equal((await eventsOf(f.store, `${id}-audit`)).length, 1, 'the posting after them was handled');
    assert.ok((await knownReactions(f.database.db)).includes(reaction.name));

    state.failUnlucky = false;
    assert.equal(await requestDeadLetterRetry(f.database.db, reaction.name), 2);
    assert.equal(await runtime.timers.fireDue(), 2);
    const left = await listDeadLetters(f.database.db, reactionSchema(reaction.name));
    assert.deepEqual(
      left.map((l) => [l.seq, l.stage]),
      [[poison.seq, 'decode']],
      'the unreadable message stays; the handled one is gone',
    );
    assert.equal((await eventsOf(f.store, `${id}-audit`)).length, 2, 'the retry appended its follow-up');
    const counts = await countDeadLetters(f.database.db, [reactionSchema(reaction.name)]);
    assert.equal(counts.get(reactionSchema(reaction.name)), 1);
  });

  it('skips events the stream stored longer ago than its freshness allows', async () => {
    const id = tag();
    const pushes = auditor('pushes_fresh', id);
    const fresh = defineReaction({ ...pushes.reaction, freshForMs: 60_000 });
    let offset = 0;
    await runtimes.start([fresh], { wallClock: () => Date.now() + offset });
    await open(f.store, id);
    const now = await post(id, 1);
    await runtimes.handled(fresh, now.seq);
    offset = 5 * 60_000;
    const late = await post(id, 2);
    await runtimes.handled(fresh, late.seq);
    assert.deepEqual(
      pushes.handled.map((e) => e.seq),
      [now.seq],
    );
  });
});
