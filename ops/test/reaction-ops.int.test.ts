import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { defineReaction, listDeadLetters, reactionSchema } from '@gamepod/log-runtime';
import { AmountPosted } from '../../log-runtime/test/support/ledger.ts';
import { ledgerFixture } from '../../log-runtime/test/support/ledger-fixture.ts';
import { context, open, reactionRuntimes } from '../../log-runtime/test/support/reactions.ts';
import type { StatusReport } from '../src/status-command.ts';
import { cliEnv, runCli } from './support/ops-cli.ts';

// the fixture's hooks are the file's, so they close the database only after the runtimes stop
const f = ledgerFixture();

describe('ops on a reaction that set a message aside', () => {
  const runtimes = reactionRuntimes(f);
  after(() => runtimes.close());
  let broken = true;
  const picky = defineReaction({
    name: 'picky',
    description: 'test only: refuses postings while broken',
    eventTypes: [AmountPosted.type],
    aggregate: 'account',
    async handle() {
      if (broken) throw new Error('picky is broken');
    },
  });
  const cli = async (args: readonly string[]) => {
    const r = await runCli(args, { env: cliEnv(f.env) });
    assert.equal(r.code, 0, r.stderr);
    return r.stdout;
  };

  it('shows it in status and dead-letters, and hands it back to the reaction on retry', async () => {
    const runtime = await runtimes.start([picky], { fireTimers: false });
    await open(f.store, 'p1');
    const { seq } = await f.store.append('account', 'p1', [AmountPosted.of({ amount: 3 })], {
      expectedVersion: 'any',
      context,
    });
    await runtimes.handled(picky, seq);

    const report = JSON.parse(await cli(['status', '--json'])) as StatusReport;
    const status = report.reactions?.find((r) => r.name === 'picky');
    assert.deepEqual(
      [status?.checkpoint, status?.dead_letters, status?.timers, status?.consumer?.num_pending],
      [seq, 1, 0, 0],
    );
    assert.match(await cli(['status']), /^picky +\S+ +1 +0 +0 +rx_picky +0 +0$/m);

    const listed = JSON.parse(await cli(['dead-letters', 'picky', '--json'])) as Array<{
      reaction: string;
      letters: Array<{ seq: number; stage: string; error: string }>;
    }>;
    assert.deepEqual(
      listed.map((l) => [l.reaction, l.letters.map((d) => [d.seq, d.stage, d.error])]),
      [['picky', [[seq, 'apply', 'picky is broken']]]],
    );
    assert.match(await cli(['dead-letters']), /^reaction picky +\S+ +apply /m);

    broken = false;
    assert.match(await cli(['dead-letters', 'retry', 'picky']), /^reaction picky: 1 dead letters handed back/m);
    assert.equal(await runtime.timers.fireDue(), 1);
    assert.deepEqual(await listDeadLetters(f.database.db, reactionSchema('picky')), []);
  });
});
