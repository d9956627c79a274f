// Select Target Gamepods as pure functions: Select All, a letter's pods, one pod. A selection is
// a set of pod ids; each toggle answers a new set.
import type { PodListRow } from '@gamepod/contracts/http';

/** A pod as the target buttons show it. */
export type TargetPod = { readonly id: string; readonly name: string; readonly letter: string | null };

/** A letter and the pods under it, in the list's order. */
export type LetterGroup = { readonly letter: string; readonly ids: readonly string[] };

/** How much of a group is selected: a toggle shows pressed for 'all', mixed for 'some'. */
export type GroupState = 'all' | 'some' | 'none';

/** The pod's name as staff know it: its nav licence ('A1'), else its seat. */
export function targetOf(row: PodListRow): TargetPod {
  return { id: row.id, name: row.license ?? row.podnav?.license ?? row.seat, letter: row.letter };
}

/** The letter groups, in the order of `letters` (the server's), each with its pods. */
export function letterGroups(pods: readonly TargetPod[], letters: readonly string[]): LetterGroup[] {
  return letters
    .map((letter) => ({ letter, ids: pods.filter((p) => p.letter === letter).map((p) => p.id) }))
    .filter((g) => g.ids.length > 0);
}

export function groupState(selected: ReadonlySet<string>, ids: readonly string[]): GroupState {
  const chosen = ids.filter((id) => selected.has(id)).length;
  if (ids.length > 0 && chosen === ids.length) return 'all';
  return chosen === 0 ? 'none' : 'some';
}

/** Selects every one of `ids`, or none of them when all were selected already. */
export function toggleGroup(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (groupState(selected, ids) === 'all') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

export function togglePod(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A selection kept to the pods still listed (a pod deleted or moved meanwhile drops out). */
export function keepListed(selected: ReadonlySet<string>, pods: readonly TargetPod[]): Set<string> {
  return new Set(pods.filter((p) => selected.has(p.id)).map((p) => p.id));
}
