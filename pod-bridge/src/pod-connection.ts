import { setTimeout as delay } from 'node:timers/promises';
import type { StationView } from '@gamepod/contracts/bridge-socket';
import type { BridgeLog } from './bridge-log.ts';
import { CommandRunner } from './command-runner.ts';
import type { PodCommand } from './core/command-plan.ts';
import type { Registration } from './core/registering.ts';
import type { HelperClient } from './helper-client.ts';
import { NatsLink } from './nats-link.ts';
import type { Outbox } from './outbox.ts';
import { Screenshots } from './screenshots.ts';

/** How long a bridge leaving its pod for another key keeps publishing what it has for the old one. */
const LEAVE_FLUSH_MS = 5_000;

export type PodConnectionOptions = {
  readonly helper: HelperClient;
  readonly outbox: Outbox;
  readonly log: BridgeLog;
  /** Wins over the NATS URL the registration names. */
  readonly natsUrl?: string;
  readonly screenshotMs?: number;
  /** What the bridge last saw of the station: the commands' input. */
  readonly view: () => StationView;
  /** Tells the kiosk page about a command it acts on itself. */
  readonly toKiosk: (command: PodCommand, failed?: string) => void;
  /** Polls now what the helper paths a command called can have changed. */
  readonly refresh: (paths: readonly string[]) => void;
  /** The NATS link came up or went down. */
  readonly onStatus: () => void;
  /** The creds' renewal is due. */
  readonly onRenewalDue: () => void;
};

/**
 * The cloud side of the pod a bridge runs as: the NATS link with the pod's creds (its outbox
 * drain and command consumer), the screenshot upload to the pod's key, and the timer that
 * renews the creds before they expire.
 */
export class PodConnection {
  readonly link: NatsLink;
  readonly #screenshots: Screenshots;
  readonly #opts: PodConnectionOptions;
  #renewal: NodeJS.Timeout | undefined;

  constructor(registration: Registration, opts: PodConnectionOptions) {
    this.#opts = opts;
    const runner = new CommandRunner({
      helper: opts.helper,
      outbox: opts.outbox,
      log: opts.log,
      view: opts.view,
      podId: registration.pod_id,
      toKiosk: opts.toKiosk,
      afterRun: opts.refresh,
    });
    this.link = new NatsLink({
      registration,
      natsUrl: opts.natsUrl,
      outbox: opts.outbox,
      log: opts.log,
      onCommit: (events) => runner.onCommit(events),
      onStatus: opts.onStatus,
    });
    this.#screenshots = new Screenshots({
      helper: opts.helper,
      log: opts.log,
      everyMs: opts.screenshotMs,
      publish: (png) => this.link.publishNow(`$KV.${registration.screens_bucket}.${registration.pod_id}`, png),
    });
  }

  /** How many screenshots went up. */
  get screenshots(): number {
    return this.#screenshots.uploaded;
  }

  start(renewInMs: number | null): void {
    this.renewIn(renewInMs);
    this.link.start();
    this.#screenshots.start();
  }

  /** Arms the creds' renewal `ms` from now (none when null), replacing the one armed before. */
  renewIn(ms: number | null): void {
    clearTimeout(this.#renewal);
    if (ms === null) return;
    this.#renewal = setTimeout(this.#opts.onRenewalDue, ms);
    this.#renewal.unref();
  }

  /** Stops the uploads and the renewal at once; the link goes with `leave` or `stop`. */
  quiet(): void {
    clearTimeout(this.#renewal);
    this.#screenshots.stop();
  }

  /**
   * Leaves the pod: what the outbox still holds goes out under it for a few seconds at most
   * (then it is left for the next pod, with a warning), and its creds, consumer and screenshot
   * key are let go.
   */
  async leave(podId: string, signal: AbortSignal): Promise<void> {
    this.quiet();
    const { outbox, log } = this.#opts;
    const deadline = Date.now() + LEAVE_FLUSH_MS;
    while (this.link.connected && outbox.buffered > 0 && Date.now() < deadline && !signal.aborted) await delay(50);
    await this.link.stop();
    if (outbox.buffered > 0 && !signal.aborted)
      log.warn(`left pod ${podId} with ${outbox.buffered} message(s) unpublished; they go out under the new pod`);
  }

  async stop(): Promise<void> {
    this.quiet();
    await this.link.stop();
  }
}
