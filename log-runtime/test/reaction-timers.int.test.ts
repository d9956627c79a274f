import assert from 'node:assert/strict';
import { after, afterEach, describe, it } from 'node:test';
import { defineReaction, type Reaction } from '../src/reactions/reaction.ts';
import { listTimers } from '../src/reactions/timers.ts';
import { AccountClosed, AccountOpened, AmountPosted } from './support/ledger.ts';
import { ledgerFixture } from './support/ledger-fixture.ts';
import { context, eventsOf, open, reactionRuntimes, tag } from './support/reactions.ts';

const FIVE_MINUTES = 5 * 60_000;

/**
 * A reaction that, when an account of `scope` opens, sets a timer to post a reminder five
 * minutes later (on `<account>-reminder`, with the message id the timer gives), and cancels it
 * when the account closes first. `failNext` makes the next firings throw.
 */
function reminder(
  name: string,
  scope: string,
  delayMs = FIVE_MINUTES,
): Reaction & { fired: string[]; failNext: number; firstFire: Promise<void> } {
  let firstFired: () => void = () => undefined;
  const self = {
    ...defineReaction({
      name,
      description: 'test only: reminds open accounts',
      eventTypes: [AccountOpened.type, AccountClosed.type],
      aggregate: 'account',
      async handle(events, ctx) {
        for (const event of events) {
          if (!event.aggregate_id.startsWith(scope)) continue;
          const key = `remind:${event.aggregate_id}`;
          if (event.type === AccountOpened.type)
            ctx.timers.set(key, new Date(ctx.now.getTime() + delayMs), { account: event.aggregate_id });
          else ctx.timers.cancel(key);
        }
      },
      async fire(timer, ctx) {
        if (self.failNext > 0) {
          self.failNext--;
          throw new Error('the reminder service is down');
        }
        const { account } = timer.action as { account: string };
        self.fired.push(account);
        firstFired();
        await f.store.append('account', `${account}-reminder`, [AmountPosted.of({ amount: 1 })], {
          expectedVersion: 'any',
          context,
          messageId: ctx.messageId,
        });
      },
    }),
    fired: [] as string[],
    failNext: 0,
    firstFire: new Promise<void>((resolve) => {
      firstFired = resolve;
    }),
  };
  return self;
}

const f = ledgerFixture();

describe('due timers', () => {
  const runtimes = reactionRuntimes(f);
  afterEach(() => runtimes.stopAll());
  after(() => runtimes.close());
  let now = new Date('2026-05-01T12:00:00Z');
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('fire once, though two instances race for them', async () => {
    const scope = tag();
    const r = reminder('races', scope);
    const [a, b] = [
      await runtimes.start([r], { clock, fireTimers: false }),
      await runtimes.start([r], { clock, fireTimers: false }),
    ];
    const ids = Array.from({ length: 12 }, (_, i) => `${scope}${i}`);
    let last = 0;
    for (const id of ids) last = (await open(f.store, id)).seq;
    await runtimes.handled(r, last);
    assert.equal((await listTimers(f.database.db, [r.name])).length, 12);

    assert.equal(await a.timers.fireDue(), 0, 'nothing is due yet');
    later(FIVE_MINUTES);
    const fired = await Promise.all([a.timers.fireDue(), b.timers.fireDue(), a.timers.fireDue()]);
    assert.equal(
      fired.reduce((n, x) => n + x, 0),
      12,
    );
    assert.deepEqual([...r.fired].sort(), [...ids].sort());
    for (const id of ids) assert.equal((await eventsOf(f.store, `${id}-reminder`)).length, 1);
    assert.deepEqual(await listTimers(f.database.db, [r.name]), []);
  });

  it('survive a restart: set, stopped, started again after the due time, fired', async () => {
    const scope = tag();
    const r = reminder('restarts', scope);
    const first = await runtimes.start([r], { clock, fireTimers: false });
    const { seq } = await open(f.store, `${scope}a`);
    await runtimes.handled(r, seq);
    await runtimes.stop(first);

    later(FIVE_MINUTES + 1);
    const second = await runtimes.start([r], { clock, fireTimers: false });
    assert.equal(await second.timers.fireDue(), 1);
    assert.deepEqual(r.fired, [`${scope}a`]);
  });

  it('are cancelled by a later event', async () => {
    const scope = tag();
    const r = reminder('cancels', scope);
    const runtime = await runtimes.start([r], { clock, fireTimers: false });
    await open(f.store, `${scope}a`);
    await open(f.store, `${scope}b`);
    const { seq } = await f.store.append('account', `${scope}a`, [AccountClosed.of({})], {
      expectedVersion: 'any',
      context,
    });
    await runtimes.handled(r, seq);
    later(FIVE_MINUTES);
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.deepEqual(r.fired, [`${scope}b`]);
  });

  it('are tried again later when their action fails, and fire once it works', async () => {
    const scope = tag();
    const r = reminder('retries', scope);
    r.failNext = 1;
    const runtime = await runtimes.start([r], { clock, fireTimers: false });
    const { seq } = await open(f.store, `${scope}a`);
    await runtimes.handled(r, seq);
    later(FIVE_MINUTES);
    assert.equal(await runtime.timers.fireDue(), 0);
    const [kept] = await listTimers(f.database.db, [r.name]);
    assert.deepEqual([kept?.attempts, kept?.last_error], [1, 'the reminder service is down']);
    later(1_000);
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.deepEqual(r.fired, [`${scope}a`]);
  });

  it('wake the loop when a sooner one is set, though it polls only every minute', async () => {
    const scope = tag();
    const r = reminder('wakes', scope, 50);
    await runtimes.start([r], { maxPollMs: 60_000 });
    const started = Date.now();
    const { seq } = await open(f.store, `${scope}a`);
    await runtimes.handled(r, seq);
    await Promise.race([
      r.firstFire,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the timer never fired')), 10_000).unref()),
    ]);
    const reminded = Date.now() - started;
    assert.equal((await eventsOf(f.store, `${scope}a-reminder`)).length, 1);
    assert.ok(reminded < 5_000, `fired after ${reminded} ms`);
  });
});
