import type { EventStore } from '@gamepod/event-store';
import { defineReaction as defineLogReaction, type Reaction } from '@gamepod/log-runtime';
import type { ReadModelName, ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { StationRevoker } from '../app-deps.ts';
import type { DbBackupsDeps } from '../db-backups/application/db-backup-service.ts';
import type { MailBrands } from '../mail/mail-brand.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimePublish } from '../realtime/realtime-hub.ts';
import type { FetchLimits } from '../rss-feeds/adapters/feed-fetcher.ts';
import type { ProviderSessionStore } from '../sso/adapters/provider-session-store.ts';
import type { MobileLoginCodes } from '../users/application/mobile-login-codes.ts';
import type { ResetCodes } from '../users/application/reset-codes.ts';
import type { PublicEventStream } from '../webhooks/adapters/public-event-stream.ts';
import type { WebhookLaneSnapshots } from '../webhooks/adapters/webhook-lane-snapshots.ts';
import type { WebhookSecrets } from '../webhooks/adapters/webhook-secrets.ts';
import type { DeliveryLimits } from '../webhooks/adapters/webhook-sender.ts';

/** What the reactions of services work with; each takes the part it needs. */
export type ReactionDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  /** Business time: what the decisions of follow-up commands and mail see. */
  readonly clock: () => Date;
  /** Realtime pushes, on whichever instance holds the socket. */
  readonly publish: RealtimePublish;
  /** Tells every instance a session ended, so each closes the sockets that used it. */
  readonly sessionEnded: (tokenHash: string) => void;
  readonly mobileLogins: MobileLoginCodes;
  readonly resetCodes: ResetCodes;
  readonly mailer: Mailer;
  /** The From of the mail we send. */
  readonly mailFrom: string;
  /** A venue's name and logo, which its mail carries. */
  readonly brands: MailBrands;
  /** Where DB backups are kept, what they read, and their schedule. */
  readonly backups: DbBackupsDeps;
  /** How lab RSS feeds are fetched: the time and size caps, and whether loopback is reachable (tests, dev). */
  readonly feeds: FetchLimits;
  /** Webhook endpoints' signing secrets, and the time and size caps of a delivery. */
  readonly webhooks: {
    readonly secrets: WebhookSecrets;
    /** Each delivery lane's saved fold, so a send reads only what came after it. */
    readonly snapshots: WebhookLaneSnapshots;
    readonly limits: DeliveryLimits;
    /** Where public events go to the lab read API's streams. */
    readonly stream: PublicEventStream;
  };
  /** Cuts a station's NATS user off; absent when NATS runs without auth, where stations get no credentials. */
  readonly revokeStation?: StationRevoker;
  /** What a station's browser holds of an identity provider's session (single sign-on). */
  readonly ssoSessions: ProviderSessionStore;
};

/**
 * Declares one of services' reactions: the read models it waits for are checked against the
 * ones the product has, so a misspelt name does not compile.
 */
export function defineReaction(r: Reaction<ReadModelName>): Reaction<ReadModelName> {
  return defineLogReaction(r);
}
