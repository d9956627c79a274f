import type { EventStore } from '@gamepod/event-store';
import type { Actor } from '@gamepod/events';
import type { ReadModelWatcher } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from '../../auth/rate-limit.ts';
import { MobileLoginCodes } from './mobile-login-codes.ts';
import { ResetCodes } from './reset-codes.ts';

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

/** How the identity calls behave where the defaults do not fit (tests, mostly). */
export type IdentityOptions = {
  /** Rate limits to use instead of the contract's (tests shorten them). */
  readonly limits?: Partial<RateLimits>;
};

/**
 * The identity use cases' dependencies, made once per app: every route that signs in, counts
 * tries or stashes a code (the users, clients, payments, pods and seat areas) shares one rate
 * limiter and one set of code stashes.
 */
export function identityDeps(deps: AppDeps, clock: () => Date, options: IdentityOptions = {}): IdentityDeps {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const maxWindow = Math.max(...Object.values(limits).map((l) => l.windowMs));
  return {
    store: deps.store,
    db: deps.db,
    checkpoints: deps.checkpoints,
    clock,
    limits,
    limiter: new RateLimiter({ nc: deps.nc, names: deps.names, clock, maxAgeMs: maxWindow }),
    resetCodes: new ResetCodes({ nc: deps.nc, names: deps.names }),
    mobileLogins: new MobileLoginCodes({ nc: deps.nc, names: deps.names }),
  };
}
