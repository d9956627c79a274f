import { type Kysely, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

/**
 * A message a consumer set aside instead of stopping on it: it could not be read as a commit
 * (`decode`: not JSON, a forged or misplaced event, a station writing what it may not), or
 * applying it failed for a reason that would fail the same way every time (`apply`: text
 * Postgres refuses, a value out of range). The consumer's checkpoint moves past it.
 */
export type DeadLetter = {
  readonly seq: number;
  readonly subject: string;
  readonly stage: 'decode' | 'apply';
  readonly error: string;
  /** The start of the message, printable: what ops need to recognise it. */
  readonly excerpt: string;
};

export type DeadLetterRow = DeadLetter & { readonly recorded_at: Date };

const EXCERPT_BYTES = 512;
const ERROR_CHARS = 2_000;
const lossy = new TextDecoder('utf-8', { fatal: false });
// control characters (NUL included, which Postgres refuses in text) are shown as escapes
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const printable = (text: string) => text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The dead letter of one message, its text made safe to store whatever the bytes were. */
export function deadLetter(
  message: { readonly seq: number; readonly subject: string; readonly data: Uint8Array },
  stage: DeadLetter['stage'],
  error: unknown,
): DeadLetter {
  const text = error instanceof Error ? error.message : String(error);
  return {
    seq: message.seq,
    subject: printable(message.subject),
    stage,
    error: printable(text).slice(0, ERROR_CHARS),
    excerpt: printable(lossy.decode(message.data.subarray(0, EXCERPT_BYTES))),
  };
}

/** Creates a consumer's dead-letter table in its schema (so a replay rebuilds it with the read model). */
export async function createDeadLetterTable(db: Kysely<AnyDB>, schema: string): Promise<void> {
  await sql`create table if not exists ${sql.id(schema, '_dead_letters')} (
    seq bigint primary key,
    subject text not null,
    stage text not null,
    error text not null,
    excerpt text not null,
    recorded_at timestamptz not null default now()
  )`.execute(db);
}

/** Records dead letters in the caller's transaction; a letter already recorded stays as it was. */
export async function recordDeadLetters(
  trx: Kysely<AnyDB>,
  schema: string,
  letters: readonly DeadLetter[],
): Promise<void> {
  if (letters.length === 0) return;
  await sql`insert into ${sql.id(schema, '_dead_letters')} (seq, subject, stage, error, excerpt)
    select * from unnest(${letters.map((l) => l.seq)}::bigint[], ${letters.map((l) => l.subject)}::text[],
      ${letters.map((l) => l.stage)}::text[], ${letters.map((l) => l.error)}::text[],
      ${letters.map((l) => l.excerpt)}::text[])
    on conflict (seq) do nothing`.execute(trx);
}

/** The dead letters of one consumer, oldest first; none when its schema does not exist yet. */
export async function listDeadLetters(db: Kysely<AnyDB>, schema: string, limit = 100): Promise<DeadLetterRow[]> {
  if (!(await hasDeadLetterTable(db, schema))) return [];
  const { rows } = await sql<DeadLetterRow>`select seq, subject, stage, error, excerpt, recorded_at
    from ${sql.id(schema, '_dead_letters')} order by seq limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/** How many dead letters each of these schemas holds (0 for a schema not built yet), in one query. */
export async function countDeadLetters(db: Kysely<AnyDB>, schemas: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(schemas.map((s) => [s, 0]));
  const { rows: tables } = await sql<{ schema: string }>`select n.nspname as schema from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relname = '_dead_letters' and n.nspname = any(${[...schemas]}::text[])`.execute(db);
  const present = tables.map((t) => t.schema);
  if (present.length === 0) return counts;
  const parts = present.map(
    (schema) => sql`select ${schema}::text as schema, count(*)::int as n from ${sql.id(schema, '_dead_letters')}`,
  );
  const { rows } = await sql<{ schema: string; n: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  for (const r of rows) counts.set(r.schema, r.n);
  return counts;
}

async function hasDeadLetterTable(db: Kysely<AnyDB>, schema: string): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${`${schema}._dead_letters`}) is not null as found`.execute(db);
  return rows[0]?.found === true;
}
