import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppDeps } from '../../app-deps.ts';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from '../../auth/rate-limit.ts';
import { domainRoutes } from '../../clients/routes/domain-routes.ts';
import { remainingTimeRoute } from '../../payments/routes/remaining-time-route.ts';
import { adminPodCommandRoutes } from '../../pods/routes/admin-pod-command-routes.ts';
import { seatRoutes } from '../../seat/routes/seat-routes.ts';
import type { IdentityDeps } from '../application/identity-deps.ts';
import { MobileLoginCodes } from '../application/mobile-login-codes.ts';
import { ResetCodes } from '../application/reset-codes.ts';
import { adminLoginRoutes } from './admin-login-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { userLoginRoutes } from './user-login-routes.ts';
import { userRegisterRoutes } from './user-register-routes.ts';

/** How the identity calls behave where the defaults do not fit (tests, mostly). */
export type IdentityOptions = {
  /** Rate limits to use instead of the contract's (tests shorten them). */
  readonly limits?: Partial<RateLimits>;
};

/**
 * Sign-in, sign-up, password reset, the time balance and the sign-up domains (the reset-mail
 * reaction sends the reset codes). Register it with the `/api/v1` prefix.
 */
export const identityRoutes: FastifyPluginAsyncTypebox<{
  deps: AppDeps;
  clock: () => Date;
  options?: IdentityOptions;
}> = async (app, { deps, clock, options = {} }) => {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const maxWindow = Math.max(...Object.values(limits).map((l) => l.windowMs));
  const resetCodes = new ResetCodes({ nc: deps.nc, names: deps.names });
  const identity: IdentityDeps = {
    store: deps.store,
    db: deps.db,
    checkpoints: deps.checkpoints,
    clock,
    limits,
    limiter: new RateLimiter({ nc: deps.nc, names: deps.names, clock, maxAgeMs: maxWindow }),
    resetCodes,
    mobileLogins: new MobileLoginCodes({ nc: deps.nc, names: deps.names }),
  };
  for (const routes of [
    userLoginRoutes,
    adminLoginRoutes,
    userRegisterRoutes,
    resetRoutes,
    remainingTimeRoute,
    domainRoutes,
    seatRoutes,
    adminPodCommandRoutes,
  ]) {
    await app.register(routes, { deps: identity });
  }
};
