import {
  type AppendContext,
  ConcurrencyError,
  ConflictError,
  claimId,
  UniqueValueClaimed,
  UniqueValueReleased,
} from '@gamepod/events';
import type { EventStore } from './event-store.ts';

export type ClaimOwner = { readonly aggregate: string; readonly id: string };

type ClaimState = { holder: ClaimOwner | null; version: number };

async function current(store: EventStore, id: string): Promise<ClaimState> {
  const { events, version } = await store.read('claim', id);
  let holder: ClaimOwner | null = null;
  for (const e of events) {
    const d = e.data as { owner_aggregate: string; owner_id: string };
    holder = e.type === UniqueValueClaimed.type ? { aggregate: d.owner_aggregate, id: d.owner_id } : null;
  }
  return { holder, version };
}

const same = (a: ClaimOwner, b: ClaimOwner) => a.aggregate === b.aggregate && a.id === b.id;

/**
 * Uniqueness in the log: the first append to
 * `gp.evt.claim.<kind>.<sha256(value)>` wins. Claiming again for the same owner is a no-op,
 * so a command that crashed half-way can simply be retried.
 *
 * @throws ConflictError when another owner holds the value.
 */
export async function claimUnique(
  store: EventStore,
  kind: string,
  value: string,
  owner: ClaimOwner,
  context: AppendContext,
  conflictMessage = `This ${kind} is already in use`,
): Promise<void> {
  const id = claimId(kind, value);
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await current(store, id);
    if (state.holder) {
      if (same(state.holder, owner)) return;
      throw new ConflictError(conflictMessage, { kind });
    }
    try {
      await store.append(
        'claim',
        id,
        [UniqueValueClaimed.of({ kind, owner_aggregate: owner.aggregate, owner_id: owner.id })],
        { expectedVersion: state.version, context },
      );
      return;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
      // somebody appended first: loop to see whether it was us (a retry) or a rival
    }
  }
  throw new ConflictError(conflictMessage, { kind });
}

/** Gives a value back so that another owner may claim it. Only the holder can release. */
export async function releaseUnique(
  store: EventStore,
  kind: string,
  value: string,
  owner: ClaimOwner,
  context: AppendContext,
): Promise<void> {
  const id = claimId(kind, value);
  const state = await current(store, id);
  if (!state.holder || !same(state.holder, owner)) return;
  await store.append(
    'claim',
    id,
    [UniqueValueReleased.of({ kind, owner_aggregate: owner.aggregate, owner_id: owner.id })],
    { expectedVersion: state.version, context },
  );
}

/** Who holds a value now, if anyone. */
export async function claimHolder(store: EventStore, kind: string, value: string): Promise<ClaimOwner | null> {
  return (await current(store, claimId(kind, value))).holder;
}
