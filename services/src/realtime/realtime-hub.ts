import {
  type ChannelScope,
  isRealtimeKind,
  type PushPayload,
  parseChannel,
  type RealtimeKind,
} from '@gamepod/contracts/realtime';
import type { StoreNames } from '@gamepod/events';
import type { Msg, NatsConnection, Subscription } from '@nats-io/nats-core';
import { allRealtimeSubject, realtimeSubject, sessionEndedSubject } from './subjects.ts';

/** A payload as a push's sender may hold it: the contract's shape, its arrays and fields read-only. */
type Sent<T> = T extends readonly (infer U)[]
  ? readonly Sent<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Sent<T[K]> }
    : T;

/**
 * The one way to push to browsers: a channel (`channelName`), a kind, and the payload of that
 * kind (`@gamepod/contracts/realtime`), which the socket hands over as it is.
 * `RealtimeHub.publish` is it; reactions are given it.
 */
export type RealtimePublish = <K extends RealtimeKind>(channel: string, kind: K, payload: Sent<PushPayload<K>>) => void;

/** One push, as a subscriber's socket receives it. */
export type RealtimePush = { readonly channel: string; readonly kind: RealtimeKind; readonly payload: unknown };
export type RealtimeListener = (push: RealtimePush) => void;

type HubLog = { warn(obj: object, msg: string): void };

/**
 * Pushes between services instances: `publish` goes out on NATS, and every instance
 * delivers what arrives to its own sockets. Instances hold no shared state, so they
 * scale out behind a load balancer.
 *
 * @example hub.publish(channelName('pod', podId), 'pod-command', { command_type: 'reboot' });
 */
export class RealtimeHub {
  readonly #nc: NatsConnection;
  readonly #names: StoreNames;
  readonly #log: HubLog | undefined;
  readonly #listeners = new Map<string, Set<RealtimeListener>>();
  readonly #sessionEnded = new Map<string, Set<() => void>>();
  readonly #subs: Subscription[] = [];

  constructor(opts: { nc: NatsConnection; names: StoreNames; log?: HubLog }) {
    this.#nc = opts.nc;
    this.#names = opts.names;
    this.#log = opts.log;
  }

  /** Starts receiving from NATS. */
  start(): this {
    const prefix = realtimeSubject(this.#names, '');
    this.#subs.push(
      this.#nc.subscribe(allRealtimeSubject(this.#names), {
        callback: (err, msg) => {
          if (!err) this.#deliver(msg.subject.slice(prefix.length), msg);
        },
      }),
      this.#nc.subscribe(sessionEndedSubject(this.#names), {
        callback: (err, msg) => {
          if (err) return;
          for (const fn of this.#sessionEnded.get(msg.string()) ?? []) fn();
        },
      }),
    );
    return this;
  }

  #deliver(channel: string, msg: Msg): void {
    const listeners = this.#listeners.get(channel);
    if (!listeners || listeners.size === 0) return;
    let push: RealtimePush;
    try {
      const body = msg.json<{ kind: RealtimeKind; payload: unknown }>();
      push = { channel, kind: body.kind, payload: body.payload };
    } catch (err) {
      this.#log?.warn({ err, channel }, 'dropped a realtime message that is not JSON');
      return;
    }
    this.#dispatch(listeners, push);
  }

  #dispatch(listeners: ReadonlySet<RealtimeListener>, push: RealtimePush): void {
    const { channel } = push;
    for (const listener of listeners) {
      try {
        listener(push);
      } catch (err) {
        this.#log?.warn({ err, channel }, 'a realtime listener failed');
      }
    }
  }

  /** Sends a push to every socket, on any instance, subscribed to `channel`. */
  readonly publish: RealtimePublish = (channel, kind, payload) => {
    if (!parseChannel(channel)) throw new Error(`not a realtime channel: ${channel}`);
    if (!isRealtimeKind(kind)) throw new Error(`not a realtime kind: ${kind}`);
    this.#nc.publish(realtimeSubject(this.#names, channel), JSON.stringify({ kind, payload }));
  };

  /**
   * Sends a push to this instance's own sockets only, for pushes every instance derives by
   * itself from shared state (the fleet status monitor): published, they would reach each
   * socket once per instance.
   */
  deliverLocal<K extends RealtimeKind>(channel: string, kind: K, payload: Sent<PushPayload<K>>): void {
    if (!parseChannel(channel)) throw new Error(`not a realtime channel: ${channel}`);
    if (!isRealtimeKind(kind)) throw new Error(`not a realtime kind: ${kind}`);
    const listeners = this.#listeners.get(channel);
    if (listeners && listeners.size > 0) this.#dispatch(listeners, { channel, kind, payload });
  }

  /** Calls `listener` for each push on `channel`; returns the function that stops it. */
  listen(channel: string, listener: RealtimeListener): () => void {
    return addTo(this.#listeners, channel, listener);
  }

  /** The ids of `scope`'s channels this instance's sockets listen to: `client` gives the watched clients. */
  listenedIds(scope: ChannelScope): string[] {
    const prefix = `${scope}.`;
    return [...this.#listeners.keys()].filter((c) => c.startsWith(prefix)).map((c) => c.slice(prefix.length));
  }

  /** Tells every instance that the session with this token hash ended: each closes its sockets that used it. */
  sessionEnded(tokenHash: string): void {
    this.#nc.publish(sessionEndedSubject(this.#names), tokenHash);
  }

  /** Calls `fn` when any instance ends the session with this token hash. */
  onSessionEnded(tokenHash: string, fn: () => void): () => void {
    return addTo(this.#sessionEnded, tokenHash, fn);
  }

  /** Waits until NATS has everything published so far (tests, and orderly shutdown). */
  flush(): Promise<void> {
    return this.#nc.flush();
  }

  async close(): Promise<void> {
    for (const sub of this.#subs.splice(0)) sub.unsubscribe();
    this.#listeners.clear();
    this.#sessionEnded.clear();
  }
}

function addTo<T>(map: Map<string, Set<T>>, key: string, value: T): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
  return () => {
    const current = map.get(key);
    current?.delete(value);
    if (current?.size === 0) map.delete(key);
  };
}
