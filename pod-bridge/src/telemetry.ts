import type { StationView } from '@gamepod/contracts/bridge-socket';
import { uuidv7 } from '@gamepod/events';
import type { Outbox } from './outbox.ts';

/** The bridge's version, reported in every heartbeat. */
export const BRIDGE_VERSION = '0.1.0';

export type TelemetryOptions = {
  readonly outbox: Outbox;
  readonly helperOk: () => boolean;
  readonly view: () => StationView;
  /** 10 s by the fleet contract; tests shorten it. */
  readonly heartbeatMs?: number;
  /** 60 s: an activity ping a minute, on the telemetry stream rather than the business log. */
  readonly activityMs?: number;
  readonly now?: () => Date;
};

/**
 * Heartbeats and activity pings into the outbox, which publishes them to GP_TELEMETRY when
 * connected and keeps a bounded backlog while not.
 */
export class Telemetry {
  readonly #opts: TelemetryOptions;
  readonly #startedAt: number;
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(opts: TelemetryOptions) {
    this.#opts = opts;
    this.#startedAt = this.#now().getTime();
  }

  start(): void {
    this.heartbeat();
    this.#timers.push(
      setInterval(() => this.heartbeat(), this.#opts.heartbeatMs ?? 10_000),
      setInterval(() => this.activity(), this.#opts.activityMs ?? 60_000),
    );
    for (const t of this.#timers) t.unref();
  }

  stop(): void {
    for (const t of this.#timers.splice(0)) clearInterval(t);
  }

  heartbeat(): void {
    const now = this.#now();
    const { outbox } = this.#opts;
    outbox.pushTelemetry({
      msgId: uuidv7(),
      kind: 'heartbeat',
      body: {
        at: now.toISOString(),
        helper_ok: this.#opts.helperOk(),
        uptime_s: Math.round((now.getTime() - this.#startedAt) / 1000),
        buffered: outbox.buffered,
        dropped: outbox.dropped,
        version: BRIDGE_VERSION,
      },
    });
  }

  activity(): void {
    const v = this.#opts.view();
    this.#opts.outbox.pushTelemetry({
      msgId: uuidv7(),
      kind: 'activity',
      body: {
        at: this.#now().toISOString(),
        activity: v.asleep ? 'asleep' : v.idle ? 'idle' : 'active',
        game_playing: v.game_playing,
        helper_ok: this.#opts.helperOk(),
      },
    });
  }

  #now(): Date {
    return (this.#opts.now ?? (() => new Date()))();
  }
}
