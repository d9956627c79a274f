import { allEventsSubject, assertSubjectTokens, type StoreNames } from '@gamepod/events';
import { UsageError } from './ops-errors.ts';

export type TailFilter = { readonly aggregate: string | undefined; readonly id: string | undefined };

/**
 * The narrowest subject filter for a tail, so the server skips what we would throw away.
 * An id without an aggregate uses `*` for the aggregate token.
 *
 * @example tailSubject(PRODUCTION_NAMES, { aggregate: 'pod', id: undefined }) // 'gp.evt.pod.>'
 */
export function tailSubject(names: StoreNames, filter: TailFilter): string {
  try {
    if (filter.aggregate !== undefined) assertSubjectTokens('--aggregate', filter.aggregate);
    if (filter.id !== undefined) assertSubjectTokens('--id', filter.id);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  if (filter.aggregate === undefined && filter.id === undefined) return allEventsSubject(names);
  return `${names.prefix}.evt.${filter.aggregate ?? '*'}.${filter.id ?? '>'}`;
}

/** Rejects type names the catalogue does not know: a typo would otherwise show nothing, forever. */
export function checkEventTypes(types: readonly string[], known: readonly string[]): void {
  const unknown = types.filter((t) => !known.includes(t));
  if (unknown.length > 0) {
    throw new UsageError(`unknown event type ${unknown.join(', ')}; known types: ${known.join(', ')}`);
  }
}
