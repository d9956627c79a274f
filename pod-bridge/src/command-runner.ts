import type { StationView } from '@gamepod/contracts/bridge-socket';
import type { NewEvent, StoredEvent } from '@gamepod/events';
import type { BridgeLog } from './bridge-log.ts';
import { type PodCommand, planCommand } from './core/command-plan.ts';
import type { HelperCall } from './core/helper-call.ts';
import type { HelperClient } from './helper-client.ts';
import type { Outbox } from './outbox.ts';

/** The failure message for a command that expired before the bridge got it. */
export const EXPIRED_MESSAGE = 'expired before the pod received it';

export type CommandRunnerOptions = {
  readonly helper: HelperClient;
  readonly outbox: Outbox;
  readonly log: BridgeLog;
  /** What the bridge last saw of the station: planCommand's input. */
  readonly view: () => StationView;
  /** The pod the bridge is registered as: a launch sent from this pod runs here. */
  readonly podId?: string | null;
  /** Tells the kiosk page about a command it acts on itself, or why the station could not run it. */
  readonly toKiosk: (command: PodCommand, failed?: string) => void;
  /** After a command ran, with the helper paths it called: poll what they changed now, so the kiosk sees it at once. */
  readonly afterRun?: (paths: readonly string[]) => void;
  readonly now?: () => Date;
};

/** How many executed command ids are remembered to recognise a redelivery. */
const REMEMBERED = 1_000;

/**
 * Executes the pod's commands as they arrive: planCommand decides, the helper is called in
 * order (stopping at the first refusal), and the outcome goes to the outbox as
 * PodCommandCompleted or PodCommandFailed on the pod's subject.
 */
export class CommandRunner {
  readonly #opts: CommandRunnerOptions;
  // an ack lost to a disconnect redelivers the command: it must not run twice
  readonly #done = new Set<string>();

  constructor(opts: CommandRunnerOptions) {
    this.#opts = opts;
  }

  /** Runs every PodCommandIssued in a delivered commit; other events on the subject are not ours to act on. */
  async onCommit(events: readonly StoredEvent[]): Promise<void> {
    for (const e of events) if (e.type === 'PodCommandIssued') await this.run(e as StoredEvent<string, PodCommand>);
  }

  async run(issued: StoredEvent<string, PodCommand>): Promise<void> {
    const command = issued.data;
    if (this.#done.has(command.command_id)) return;
    const now = (this.#opts.now ?? (() => new Date()))();
    const plan = planCommand(command, this.#opts.view(), now, this.#opts.podId ?? null);
    let outcome: NewEvent;
    switch (plan.kind) {
      case 'expired':
        outcome = failed(command, EXPIRED_MESSAGE);
        break;
      case 'fail':
        if (plan.toKiosk) this.#opts.toKiosk(command, plan.message);
        outcome = failed(command, plan.message);
        break;
      case 'run':
        if (plan.toKiosk) this.#opts.toKiosk(command);
        outcome = await this.#call(command, plan.calls);
        this.#opts.afterRun?.(plan.calls.map((c) => c.path));
        break;
      default: {
        const unknown: never = plan;
        throw new Error(`unknown plan ${JSON.stringify(unknown)}`);
      }
    }
    this.#remember(command.command_id);
    this.#opts.log.info(`command ${command.command_type} ${command.command_id}: ${outcome.type}`);
    this.#opts.outbox.pushCommit({
      // one id per command's outcome: a re-run after a crash is deduplicated by JetStream
      msgId: `outcome-${command.command_id}`,
      events: [outcome],
      context: {
        correlation_id: issued.metadata.correlation_id,
        causation_id: issued.metadata.event_id,
      },
      occurredAt: (this.#opts.now ?? (() => new Date()))(),
      observed: false,
    });
  }

  async #call(command: PodCommand, calls: readonly HelperCall[]): Promise<NewEvent> {
    for (const call of calls) {
      const result = await this.#opts.helper.call(call);
      if (!result.ok) return failed(command, result.message || `helper refused ${call.path}`);
    }
    return { type: 'PodCommandCompleted', data: { command_id: command.command_id, detail: null } };
  }

  #remember(commandId: string): void {
    this.#done.add(commandId);
    if (this.#done.size > REMEMBERED) {
      const oldest = this.#done.values().next().value;
      if (oldest !== undefined) this.#done.delete(oldest);
    }
  }
}

const failed = (command: PodCommand, message: string): NewEvent => ({
  type: 'PodCommandFailed',
  data: { command_id: command.command_id, message: message.slice(0, 2000) },
});
