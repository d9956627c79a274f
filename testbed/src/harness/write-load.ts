// A steady load of real HTTP writes through the proxy, each lane at its own pace, recording
// every request's outcome and, for each acknowledged write, what the log must now hold once:
// the session a login started, each pod command issued, the payment an intent settled, the lab
// an admin deployed. A request that got no answer (refused, reset, timed out) is code 0.
import { createHash } from 'node:crypto';
import type { CensusEvent, LogCensus } from './log-census.ts';

export type WriteKind = 'login' | 'pod_command' | 'purchase' | 'admin_write';

/** An event the log must hold once because a write was acknowledged: its type and the id it carries. */
export type LogPromise = { readonly type: string; readonly key: string };

export type LoadOp = {
  readonly kind: WriteKind;
  readonly startedAt: number;
  readonly endedAt: number;
  /** The HTTP status of the request that decided the outcome; 0 when no answer came. */
  readonly code: number;
  readonly acknowledged: boolean;
  readonly promises: readonly LogPromise[];
  /** The reply's message when the write failed. */
  readonly message?: string;
};

/** What each write's events are known by: the command id of a pod command, else the aggregate's id. */
export function promiseKey(e: CensusEvent): string {
  return e.type === 'PodCommandIssued' ? String(e.data.command_id ?? '') : e.aggregateId;
}

export type Api = (
  path: string,
  opts?: { method?: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs?: number },
) => Promise<{ code: number; status: boolean; message: string; data: Record<string, unknown> }>;

/**
 * A player signed in on a paid pod's kiosk session, with a card saved at an earlier purchase:
 * who buys time. A saved card spares the card-entry limit (10 cards an hour per player).
 */
export type Buyer = {
  readonly token: string;
  readonly session_id_key: string;
  readonly offer: { readonly id: string; readonly usd_cost: number };
  readonly card: string;
};

export type WriteLoadOptions = {
  readonly api: Api;
  /** Admin logins (`/admin/login`) with these credentials, one every `everyMs`. */
  readonly login?: { readonly everyMs: number; readonly username: string; readonly password: string };
  /** lockout / unlockout to these pods, one command round every `everyMs`. */
  readonly podCommand?: { readonly everyMs: number; readonly podIds: readonly string[] };
  /** A purchase (an intent, confirmed with the saved card) by each buyer in turn, one every `everyMs`. */
  readonly purchase?: { readonly everyMs: number; readonly buyers: readonly Buyer[] };
  /** A lab deployed for `clientId`, one every `everyMs`. */
  readonly adminWrite?: { readonly everyMs: number; readonly clientId: string };
};

export type WriteLoad = {
  /** Every request so far, in the order they ended. */
  readonly ops: readonly LoadOp[];
  /** Stops the lanes and waits for the requests in flight. */
  stop(): Promise<void>;
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const labBody = (clientId: string, n: number) => ({
  client_id: clientId,
  lab_name: `Load lab ${n} ${Date.now()}`,
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  note: 'written by a load',
  is_active: 1,
  is_paid: 0,
});

/** Starts every lane the options name. */
export function startWriteLoad(opts: WriteLoadOptions): WriteLoad {
  const ops: LoadOp[] = [];
  let running = true;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((r) => {
      const t = setTimeout(r, ms);
      wake = () => {
        clearTimeout(t);
        r();
      };
    });
  const record = (
    kind: WriteKind,
    startedAt: number,
    reply: { code: number; message: string },
    promises: LogPromise[] | null,
  ) =>
    ops.push({
      kind,
      startedAt,
      endedAt: Date.now(),
      code: reply.code,
      acknowledged: promises !== null,
      promises: promises ?? [],
      ...(promises === null ? { message: reply.message } : {}),
    });
  const lane = async (everyMs: number, step: (n: number) => Promise<void>) => {
    for (let n = 0; running; n++) {
      const started = Date.now();
      await step(n);
      await sleep(Math.max(everyMs - (Date.now() - started), everyMs / 4));
    }
  };
  const { api } = opts;
  const lanes: Promise<void>[] = [];
  const login = opts.login;
  if (login)
    lanes.push(
      lane(login.everyMs, async () => {
        const at = Date.now();
        const r = await api('/admin/login', {
          body: { username: login.username, password: login.password, login_type: 'web' },
          token: '',
        });
        const token = r.status ? String(r.data.token ?? '') : '';
        record('login', at, r, token ? [{ type: 'SessionStarted', key: sha256(token) }] : null);
      }),
    );
  const podCommand = opts.podCommand;
  if (podCommand)
    lanes.push(
      lane(podCommand.everyMs, async (n) => {
        const at = Date.now();
        const r = await api('/admin/run/command', {
          body: { command_type: n % 2 === 0 ? 'lockout' : 'unlockout', pod_ids: podCommand.podIds },
        });
        const commands = (r.data.commands ?? []) as Array<{ command_id: string }>;
        record(
          'pod_command',
          at,
          r,
          r.status ? commands.map((c) => ({ type: 'PodCommandIssued', key: c.command_id })) : null,
        );
      }),
    );
  const purchase = opts.purchase;
  if (purchase && purchase.buyers.length > 0)
    lanes.push(
      lane(purchase.everyMs, async (n) => {
        const buyer = purchase.buyers[n % purchase.buyers.length] as Buyer;
        const at = Date.now();
        const pay = (call: string, body: Record<string, unknown>) =>
          api(`/user/payment/${call}`, { body: { session_id_key: buyer.session_id_key, ...body }, token: buyer.token });
        const intent = await pay('create_intent', { amount: buyer.offer.usd_cost, ids: buyer.offer.id });
        if (!intent.status) return void record('purchase', at, intent, null);
        const intentId = String((intent.data.intent as { id?: string } | undefined)?.id ?? '');
        const paid = await pay('confirm_intent', {
          payment_intent: intentId,
          payment_method: buyer.card,
          existing_method: 1,
        });
        record('purchase', at, paid, paid.status ? [{ type: 'PaymentSucceeded', key: intentId }] : null);
      }),
    );
  const adminWrite = opts.adminWrite;
  if (adminWrite)
    lanes.push(
      lane(adminWrite.everyMs, async (n) => {
        const at = Date.now();
        const r = await api('/admin/kiosk/deployment/lab', { body: labBody(adminWrite.clientId, n) });
        const labId = String(r.data.lab_id ?? '');
        record('admin_write', at, r, r.status && labId ? [{ type: 'LabDeployed', key: labId }] : null);
      }),
    );
  return {
    ops,
    async stop() {
      running = false;
      wake?.();
      await Promise.all(lanes);
    },
  };
}

/** What the log says of a set of acknowledged writes: those missing, and those stored more than once. */
export type WritesInLog = {
  readonly acknowledged: number;
  readonly promised: number;
  /** Promised events the log does not hold. */
  readonly lost: readonly LogPromise[];
  /** Promised events the log holds more than once (with how many times). */
  readonly duplicated: ReadonlyArray<LogPromise & { readonly times: number }>;
};

/** Checks each acknowledged write's promised events against the log: each must be there once. */
export function writesInLog(ops: readonly LoadOp[], census: LogCensus): WritesInLog {
  const counts = new Map<string, Map<string, number>>();
  const countsOf = (type: string) => {
    let c = counts.get(type);
    if (!c) {
      c = new Map(census.countBy(type, promiseKey));
      counts.set(type, c);
    }
    return c;
  };
  const lost: LogPromise[] = [];
  const duplicated: Array<LogPromise & { times: number }> = [];
  let promised = 0;
  const acked = ops.filter((o) => o.acknowledged);
  for (const op of acked) {
    for (const p of op.promises) {
      promised++;
      const times = countsOf(p.type).get(p.key) ?? 0;
      if (times === 0) lost.push(p);
      else if (times > 1) duplicated.push({ ...p, times });
    }
  }
  return { acknowledged: acked.length, promised, lost, duplicated };
}
