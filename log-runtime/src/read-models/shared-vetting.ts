import { type CommitVerdict, type EventRegistry, type RawMessage, type StoreNames, vetCommit } from '@gamepod/events';

/** How many recent verdicts a process keeps: a burst of commits, while every worker reads it. */
const CAPACITY = 4_096;

type Entry = { readonly subject: string; readonly size: number; readonly verdict: CommitVerdict };

const byRegistry = new WeakMap<EventRegistry, Map<string, Entry>>();

/**
 * `vetCommit`, shared by the projection workers of one process. Every worker reads every commit
 * of the log, so in a burst (a 200-pod command and its outcomes) each commit was parsed and
 * checked against its schemas once per read model. A stored message never changes, so its
 * stream and sequence name one verdict; the events in it are handed to every worker and no
 * projection changes them. The subject and size are compared too, so a stream made again under
 * the same name never serves another message's verdict.
 */
export function vetCommitShared(names: StoreNames, registry: EventRegistry, msg: RawMessage): CommitVerdict {
  let cache = byRegistry.get(registry);
  if (!cache) {
    cache = new Map();
    byRegistry.set(registry, cache);
  }
  const key = `${names.eventsStream}:${msg.seq}`;
  const hit = cache.get(key);
  if (hit && hit.subject === msg.subject && hit.size === msg.data.length) return hit.verdict;
  const verdict = vetCommit(names, registry, msg);
  cache.set(key, { subject: msg.subject, size: msg.data.length, verdict });
  // the oldest first: workers read the log in order, so the oldest is the one no one needs
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value as string);
  return verdict;
}
