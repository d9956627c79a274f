import type { TestEnv } from '@gamepod/devkit';
import { type EventStore, ensureStreams, EventStore as Store } from '@gamepod/event-store';
import { catalogue, defineEvent } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import type { Kysely, Migration } from 'kysely';
import Type from 'typebox';
import { deltaHandlersFor, deltaProjection } from '../../src/read-models/delta-projection.ts';
import { defineProjection } from '../../src/read-models/projection.ts';
import { on, rowProjection } from '../../src/read-models/row-projection.ts';

/** Test-only events: accounts whose balance is the sum of their postings. */
export const AccountOpened = defineEvent({
  type: 'TestAccountOpened',
  aggregate: 'account',
  description: 'test only',
  schema: Type.Object({ label: Type.String() }),
});
export const AmountPosted = defineEvent({
  type: 'TestAmountPosted',
  aggregate: 'account',
  description: 'test only',
  schema: Type.Object({ amount: Type.Integer() }),
});
export const AccountClosed = defineEvent({
  type: 'TestAccountClosed',
  aggregate: 'account',
  description: 'test only',
  schema: Type.Object({}),
});

export const ledgerRegistry = catalogue.with([AccountOpened, AmountPosted, AccountClosed]);

export type BalanceRow = { account_id: string; label: string; balance: number; postings: number; last_seq: number };

const migrations: Record<string, Migration> = {
  '0001_balances': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('balances')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull())
        .addColumn('postings', 'integer', (c) => c.notNull())
        .addColumn('last_seq', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};

const byAccount = (e: { aggregate_id: string }) => e.aggregate_id;

const balances = rowProjection<BalanceRow>({
  table: 'balances',
  keyColumn: 'account_id',
  columnTypes: { account_id: 'text', label: 'text', balance: 'bigint', postings: 'integer', last_seq: 'bigint' },
  handlers: [
    on(AccountOpened, {
      key: byAccount,
      apply: (_row, e) => ({
        account_id: e.aggregate_id,
        label: e.data.label,
        balance: 0,
        postings: 0,
        last_seq: e.seq,
      }),
    }),
    on(AmountPosted, {
      key: byAccount,
      apply: (row, e) =>
        row && { ...row, balance: row.balance + e.data.amount, postings: row.postings + 1, last_seq: e.seq },
    }),
    on(AccountClosed, { key: byAccount, apply: (): BalanceRow | null => null }),
  ],
});

/** A row projection over the test ledger: what the runtime tests build, crash and replay. */
export const ledgerProjection = defineProjection({
  name: 'ledger',
  description: 'test only: account balances',
  migrations,
  eventTypes: balances.eventTypes,
  apply: balances.apply,
});

export async function openLedgerStore(env: TestEnv): Promise<EventStore> {
  await ensureStreams(await jetstreamManager(env.nc), env.names);
  return new Store({ nc: env.nc, names: env.names, registry: ledgerRegistry });
}

const context = { actor: { kind: 'system' as const, name: 'test' } };

/**
 * Appends `accounts` accounts and `postings` postings spread over them, pipelined, and
 * closes every tenth account at the end. Returns the last sequence.
 */
/** What seedLedger's postings add up to per account, the closed accounts (every tenth) gone. */
export function expectedLedgerBalances(accounts: number, postings: number, tag = 'a'): Map<string, number> {
  const balances = new Map<string, number>();
  for (let j = 0; j < postings; j++) {
    const id = `${tag}${j % accounts}`;
    balances.set(id, (balances.get(id) ?? 0) + ((j % 17) - 5));
  }
  for (let i = 0; i < accounts; i += 10) balances.delete(`${tag}${i}`);
  return balances;
}

export async function seedLedger(store: EventStore, accounts: number, postings: number, tag = 'a'): Promise<number> {
  const ids = Array.from({ length: accounts }, (_, i) => `${tag}${i}`);
  await Promise.all(
    ids.map((id) =>
      store.append('account', id, [AccountOpened.of({ label: id })], { expectedVersion: 'any', context }),
    ),
  );
  let last = 0;
  for (let i = 0; i < postings; i += 500) {
    const acks = await Promise.all(
      Array.from({ length: Math.min(500, postings - i) }, (_, j) =>
        store.append(
          'account',
          ids[(i + j) % ids.length] as string,
          [AmountPosted.of({ amount: ((i + j) % 17) - 5 })],
          {
            expectedVersion: 'any',
            context,
          },
        ),
      ),
    );
    last = Math.max(last, ...acks.map((a) => a.seq));
  }
  for (let i = 0; i < ids.length; i += 10) {
    const a = await store.append('account', ids[i] as string, [AccountClosed.of({})], {
      expectedVersion: 'any',
      context,
    });
    last = Math.max(last, a.seq);
  }
  return last;
}

/** The read model's rows in a stable order, for comparing two builds. */
export async function balancesSnapshot(db: Kysely<unknown>, schema = 'rm_ledger'): Promise<BalanceRow[]> {
  return (await (db as Kysely<{ balances: BalanceRow }>)
    .withSchema(schema)
    .selectFrom('balances')
    .selectAll()
    .orderBy('account_id')
    .execute()) as BalanceRow[];
}

export type TotalsRow = {
  account_id: string;
  label: string;
  balance: number;
  postings: number;
  closed: boolean;
  last_seq: number;
};

const totalsMigrations: Record<string, Migration> = {
  '0001_totals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('totals')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull())
        .addColumn('postings', 'integer', (c) => c.notNull())
        .addColumn('closed', 'boolean', (c) => c.notNull())
        .addColumn('last_seq', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
};

const onTotals = deltaHandlersFor<TotalsRow>();
const totals = deltaProjection<TotalsRow>({
  table: 'totals',
  keyColumn: 'account_id',
  columnTypes: {
    account_id: 'text',
    label: 'text',
    balance: 'bigint',
    postings: 'integer',
    closed: 'boolean',
    last_seq: 'bigint',
  },
  initial: (key) => ({ account_id: key, label: key, balance: 0, postings: 0, closed: false, last_seq: 0 }),
  handlers: [
    onTotals(AccountOpened, { key: byAccount, set: (e) => ({ label: e.data.label, last_seq: e.seq }) }),
    onTotals(AmountPosted, {
      key: byAccount,
      add: (e) => ({ balance: e.data.amount, postings: 1 }),
      set: (e) => ({ last_seq: e.seq }),
    }),
    onTotals(AccountClosed, { key: byAccount, set: (e) => ({ closed: true, last_seq: e.seq }) }),
  ],
});

/** The same ledger as counters: no read before write. */
export const ledgerTotalsProjection = defineProjection({
  name: 'ledger_totals',
  description: 'test only: account totals as deltas',
  migrations: totalsMigrations,
  eventTypes: totals.eventTypes,
  apply: totals.apply,
});

export async function totalsSnapshot(db: Kysely<unknown>, schema = 'rm_ledger_totals'): Promise<TotalsRow[]> {
  return (await (db as Kysely<{ totals: TotalsRow }>)
    .withSchema(schema)
    .selectFrom('totals')
    .selectAll()
    .orderBy('account_id')
    .execute()) as TotalsRow[];
}

export type OpeningRow = { account_id: string; label: string; seq: number };

const openings = rowProjection<OpeningRow>({
  table: 'openings',
  keyColumn: 'account_id',
  columnTypes: { account_id: 'text', label: 'text', seq: 'bigint' },
  handlers: [
    on(AccountOpened, {
      key: byAccount,
      apply: (_row, e) => ({ account_id: e.aggregate_id, label: e.data.label, seq: e.seq }),
    }),
  ],
});

/** A read model of one rare event type: most batches of the ledger hold nothing for it. */
export const ledgerOpeningsProjection = defineProjection({
  name: 'ledger_openings',
  description: 'test only: when each account was opened',
  migrations: {
    '0001_openings': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('openings')
          .addColumn('account_id', 'text', (c) => c.primaryKey())
          .addColumn('label', 'text', (c) => c.notNull())
          .addColumn('seq', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  },
  eventTypes: openings.eventTypes,
  apply: openings.apply,
});

export async function openingsSnapshot(db: Kysely<unknown>, schema = 'rm_ledger_openings'): Promise<OpeningRow[]> {
  return (await (db as Kysely<{ openings: OpeningRow }>)
    .withSchema(schema)
    .selectFrom('openings')
    .selectAll()
    .orderBy('account_id')
    .execute()) as OpeningRow[];
}
