// The helper calls a page has sent its bridge and not yet had answered: the kiosk page's
// long-lived socket and the admin console's short one pair replies with calls the same way.
import type { HelperReply, ReplyMessage } from '@gamepod/contracts/bridge-socket';

/** The outcome of a call the bridge never answered (status 0: no helper spoke). */
export const noAnswer = (message: string): HelperReply => ({ ok: false, status: 0, message, data: {} });

/** A reply as the call's caller gets it, with the fields an older bridge may leave out filled in. */
export const replyOf = (m: ReplyMessage): HelperReply => ({
  ok: m.ok,
  status: m.status,
  message: m.message ?? '',
  data: m.data ?? {},
});

type Pending = { readonly resolve: (reply: HelperReply) => void; readonly timer: ReturnType<typeof setTimeout> };

/**
 * Open calls by id. Each ends exactly once: with the bridge's reply, with `noAnswer` when its
 * time runs out, or when the connection drops (`settleAll`). None ever rejects.
 *
 * @example const { id, reply } = calls.open(8_000, 'bridge timeout'); socket.send({ op: 'call', id, … }); await reply;
 */
export class PendingCalls {
  readonly #pending = new Map<string, Pending>();
  readonly #prefix: string;
  #next = 1;

  /** `prefix` starts every id, so two pages' calls on one bridge never share one. */
  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /** A new call's id, and its reply: `noAnswer(timeoutMessage)` after `timeoutMs`. */
  open(timeoutMs: number, timeoutMessage: string): { readonly id: string; readonly reply: Promise<HelperReply> } {
    const id = `${this.#prefix}${this.#next++}`;
    const reply = new Promise<HelperReply>((resolve) => {
      const timer = setTimeout(() => this.settle(id, noAnswer(timeoutMessage)), timeoutMs);
      this.#pending.set(id, { resolve, timer });
    });
    return { id, reply };
  }

  /** Ends the call `id` with `reply`; a call already ended (or unknown) is left alone. */
  settle(id: string, reply: HelperReply): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(reply);
  }

  /** Ends every open call with `reply`: the connection they went out on is gone. */
  settleAll(reply: HelperReply): void {
    for (const id of [...this.#pending.keys()]) this.settle(id, reply);
  }
}
