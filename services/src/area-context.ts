import type { ChatProvider } from '@gamepod/contracts/http';
import type { ReactionWorker } from '@gamepod/log-runtime';
import type { AppDeps } from './app-deps.ts';
import type { FileStore } from './files/file-store.ts';
import type { PaymentGateway } from './payments/adapters/payment-gateway.ts';
import type { SignInSourcesContext } from './sign-in-sources/application/sign-in-sources-context.ts';
import type { SsoOptions } from './sso/application/sso-deps.ts';
import type { IdentityDeps } from './users/application/identity-deps.ts';

/** Where the HTTP API lives; a few routes (the allowed-IPs sample) sit at the site root instead. */
export const API_PREFIX = '/api/v1';

/**
 * Everything an area's route plugins are given, made once by buildApp and handed to each
 * area's `routes/index.ts`. Its own module, importing no route, so that every area can take
 * it without importing the app that registers them.
 */
export type AreaContext = {
  readonly deps: AppDeps;
  readonly clock: () => Date;
  /** Uploads (logos, home images, audio, game images) in the object store. */
  readonly files: FileStore;
  /** Card payments for paid time. */
  readonly gateway: PaymentGateway;
  /** The chat widget the kiosk loads. */
  readonly chat: ChatProvider;
  /** The sign-in use cases' shared rate limiter and code stashes (users, clients, payments, pods, seat). */
  readonly identity: IdentityDeps;
  /** Each client's directory or library system a sign-in asks (one source object per client). */
  readonly signInSources: SignInSourcesContext;
  /** Single sign-on: our public address, and what tests relax. */
  readonly sso: SsoOptions;
  /** This instance's reaction workers, which health reports on (none on an instance that runs no reactions). */
  readonly reactions: readonly ReactionWorker[];
  /** Whether webhook endpoints may be http to loopback (tests, a developer's machine). */
  readonly webhooks: { readonly allowLoopback: boolean };
  /** The lab read API's requests per key per minute (600 when absent). */
  readonly labApi: { readonly perMinute?: number; readonly recheckMs?: number };
};
