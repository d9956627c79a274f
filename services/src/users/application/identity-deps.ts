import type { EventStore } from '@gamepod/event-store';
import type { Actor } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { RateLimiter, RateLimits } from '../../auth/rate-limit.ts';
import type { MobileLoginCodes } from './mobile-login-codes.ts';
import type { ResetCodes } from './reset-codes.ts';

/** Session lifetimes (identity contract): pod and web 12 h, admin 8 h. */
export const SESSION_TTL_MS = { pod: 12 * 3_600_000, web: 12 * 3_600_000, admin: 8 * 3_600_000 } as const;

/** What the identity use cases need: the app's connections plus the clock, the rate limiter and the code stashes. */
export type IdentityDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly checkpoints: ReadModelWatcher;
  readonly clock: () => Date;
  readonly limiter: RateLimiter;
  readonly limits: RateLimits;
  readonly resetCodes: ResetCodes;
  /** Phone logins waiting for their pod's kiosk to redeem them. */
  readonly mobileLogins: MobileLoginCodes;
};

/** The actor of appends nobody signed in made (a sign-up at a pod is the pod's). */
export const IDENTITY_ACTOR: Actor = { kind: 'system', name: 'identity' };
