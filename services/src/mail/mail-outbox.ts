import {
  type EventData,
  type EventRegistry,
  PasswordResetRequested,
  type StoredEvent,
  type StoreNames,
  toRawMessage,
  vetCommit,
} from '@gamepod/events';
import { migrateProjectionSchema } from '@gamepod/projections';
import {
  AckPolicy,
  type ConsumerMessages,
  DeliverPolicy,
  type JsMsg,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, type Migration, sql } from 'kysely';
import type { ResetCodes } from '../application/user/reset-codes.ts';
import type { Mailer } from './mailer.ts';
import { composeResetMail } from './reset-mail.ts';

/** Where the outbox records what it sent: its own Postgres schema, not a read model. */
export const MAIL_OUTBOX_SCHEMA = 'mail_outbox';
/** The durable consumer every services instance shares (each message goes to one of them). */
export const MAIL_OUTBOX_CONSUMER = 'mail_outbox';

const migrations: Record<string, Migration> = {
  '2026-12-10T10:00_create_sent_mail': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sent_mail')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sent_mail').execute();
    },
  },
};

type OutboxLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type MailOutboxOptions = {
  readonly nc: NatsConnection;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  readonly db: Kysely<unknown>;
  readonly mailer: Mailer;
  readonly codes: ResetCodes;
  readonly from: string;
  readonly clock?: () => Date;
  readonly log?: OutboxLog;
  /** Wait before a failed send is tried again. */
  readonly retryMs?: number;
};

type ResetRequest = StoredEvent<string, EventData<typeof PasswordResetRequested>>;

/**
 * The mail outbox (DESIGN.md decision 12): reads PasswordResetRequested from the log and
 * mails each code once. A send happens inside a Postgres transaction that first inserts the
 * event id into `mail_outbox.sent_mail`: an event already there is skipped, so a message
 * redelivered after a crash, or to a second instance, is not mailed again, and a send that
 * fails rolls the insert back to be tried later. (A crash between the server's accepting the
 * message and the commit sends it twice; the Message-ID, the event's id, lets receivers
 * drop the copy.) Only events that name an account are mailed; their codes come from the
 * reset-codes bucket, which forgets them after 15 minutes, so a replay sends nothing stale.
 */
export class MailOutbox {
  readonly #opts: MailOutboxOptions;
  readonly #clock: () => Date;
  #stopped = false;
  #messages: ConsumerMessages | undefined;
  #done: Promise<void> | undefined;
  #wake: (() => void) | undefined;

  constructor(opts: MailOutboxOptions) {
    this.#opts = opts;
    this.#clock = opts.clock ?? (() => new Date());
  }

  /** Starts in the background: a failure is logged and retried, never thrown at the caller. */
  start(): this {
    this.#done ??= this.#run();
    return this;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#messages?.close().catch(() => undefined);
    await this.#done;
  }

  async #sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
    this.#wake = undefined;
  }

  async #run(): Promise<void> {
    let backoff = 500;
    let migrated = false;
    while (!this.#stopped) {
      try {
        if (!migrated) {
          await migrateProjectionSchema(this.#opts.db, MAIL_OUTBOX_SCHEMA, migrations);
          migrated = true;
        }
        await this.#consume();
        backoff = 500;
      } catch (err) {
        if (this.#stopped) break;
        this.#opts.log?.warn({ err }, 'mail outbox failed; retrying');
        await this.#sleep(backoff);
        backoff = Math.min(backoff * 2, 30_000);
      }
    }
  }

  async #consume(): Promise<void> {
    const { nc, names } = this.#opts;
    const jsm = await jetstreamManager(nc);
    const subject = `${names.prefix}.evt.${PasswordResetRequested.aggregate}.>`;
    await jsm.consumers.info(names.eventsStream, MAIL_OUTBOX_CONSUMER).catch(() =>
      jsm.consumers.add(names.eventsStream, {
        durable_name: MAIL_OUTBOX_CONSUMER,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: subject,
        ack_wait: 60_000_000_000,
        description: 'mails reset codes',
      }),
    );
    const consumer = await jetstream(nc).consumers.get(names.eventsStream, MAIL_OUTBOX_CONSUMER);
    if (this.#stopped) return;
    const messages = await consumer.consume({ max_messages: 50 });
    this.#messages = messages;
    // stop() may have run while the consumer was being set up, with nothing to close yet;
    // close() settles only once the loop below drains, so it is not awaited here
    if (this.#stopped) void messages.close().catch(() => undefined);
    try {
      for await (const m of messages) await this.#handle(m);
    } finally {
      this.#messages = undefined;
    }
    if (!this.#stopped) throw new Error('the mail outbox consumer ended unexpectedly');
  }

  async #handle(m: JsMsg): Promise<void> {
    const verdict = vetCommit(this.#opts.names, this.#opts.registry, toRawMessage(m));
    if (!verdict.ok) {
      // a message no reader may take holds no reset request; trying it again would change nothing
      this.#opts.log?.warn({ seq: m.seq, reason: verdict.reason }, 'mail outbox skipped a refused commit');
      m.ack();
      return;
    }
    try {
      for (const e of verdict.events) {
        if (e.type === PasswordResetRequested.type) await this.deliver(e as ResetRequest);
      }
      m.ack();
    } catch (err) {
      this.#opts.log?.warn({ err, seq: m.seq }, 'a reset mail could not be sent; it will be tried again');
      m.nak(this.#opts.retryMs ?? 5_000);
    }
  }

  /** Mails one reset request's code, at most once; exported for tests of the once-only rule. */
  async deliver(e: ResetRequest): Promise<'sent' | 'skipped'> {
    const { email, expires_at } = e.data;
    if (email === null) return 'skipped';
    const now = this.#clock();
    const expiresAt = new Date(expires_at);
    if (expiresAt.getTime() <= now.getTime()) return 'skipped';
    const code = await this.#opts.codes.get(e.aggregate_id);
    if (code === null) return 'skipped';
    const table = sql.table(`${MAIL_OUTBOX_SCHEMA}.sent_mail`);
    return this.#opts.db.transaction().execute(async (trx) => {
      const { rows } = await sql`insert into ${table} (event_id, kind, recipient, sent_at)
        values (${e.metadata.event_id}, 'password_reset', ${email}, ${now})
        on conflict (event_id) do nothing returning event_id`.execute(trx);
      if (rows.length === 0) return 'skipped';
      const mail = composeResetMail({
        from: this.#opts.from,
        to: email,
        code,
        eventId: e.metadata.event_id,
        expiresAt,
        now,
      });
      await this.#opts.mailer.send(mail);
      return 'sent';
    });
  }
}
