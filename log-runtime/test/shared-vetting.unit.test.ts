import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aggregateSubject, buildEnvelopes, encodeCommit, isolatedNames, vetCommit } from '@gamepod/events';
import { vetCommitShared } from '../src/read-models/shared-vetting.ts';
import { AccountOpened, ledgerRegistry } from './support/ledger.ts';

const names = isolatedNames('sharedvet');
const context = { actor: { kind: 'system' as const, name: 'test' } };
const commit = (label: string) =>
  encodeCommit(buildEnvelopes(ledgerRegistry, [AccountOpened.of({ label })], context, new Date()));

describe('commits vetted once for every projection worker of a process', () => {
  it('hands every worker the same verdict vetCommit gives, decoded once', () => {
    const msg = { seq: 1, subject: aggregateSubject(names, 'account', 'a1'), data: commit('first') };
    const first = vetCommitShared(names, ledgerRegistry, msg);
    const second = vetCommitShared(names, ledgerRegistry, { ...msg });
    assert.equal(second, first, 'the second worker got the first one’s verdict');
    assert.deepEqual(first, vetCommit(names, ledgerRegistry, msg));
    assert.ok(first.ok && first.events[0]?.type === AccountOpened.type);
  });

  it('vets afresh a message of another stream, or another message at the same sequence', () => {
    const msg = { seq: 2, subject: aggregateSubject(names, 'account', 'a2'), data: commit('second') };
    const verdict = vetCommitShared(names, ledgerRegistry, msg);
    const otherStream = isolatedNames('sharedvet2');
    const elsewhere = { ...msg, subject: aggregateSubject(otherStream, 'account', 'a2') };
    assert.notEqual(vetCommitShared(otherStream, ledgerRegistry, elsewhere), verdict);
    // a stream made again under the same name: sequence 2 is another message now
    const again = { seq: 2, subject: aggregateSubject(names, 'account', 'b2'), data: commit('made again') };
    const fresh = vetCommitShared(names, ledgerRegistry, again);
    assert.ok(fresh.ok && fresh.events[0]?.aggregate_id === 'b2');
  });

  it('refuses what vetCommit refuses', () => {
    const msg = { seq: 3, subject: aggregateSubject(names, 'account', 'a3'), data: new TextEncoder().encode('{nope') };
    const verdict = vetCommitShared(names, ledgerRegistry, msg);
    assert.equal(verdict.ok, false);
    assert.deepEqual(verdict, vetCommit(names, ledgerRegistry, msg));
  });
});
