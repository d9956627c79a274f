import { ssoLogoutAsked } from './core/station-sso-logout.ts';
import type { HelperClient } from './helper-client.ts';

/** How often the helper is asked whether the station wants its browser's provider session ended. */
export const SSO_LOGOUT_POLL_MS = 2_000;

export type SsoLogoutWatchOptions = {
  readonly helper: HelperClient;
  /** The station asked (once per raise of the helper's flag). */
  readonly onAsk: () => void;
  readonly everyMs?: number;
};

/**
 * Polls the helper's one-shot `/kiosk/check/sso_logout` (reading it true clears it) and
 * reports each raise: the station asks that the provider session its browser holds be
 * ended, which only the kiosk page, in that browser, can do. The timer is re-armed after
 * each call ends, so a slow helper is never asked twice at once.
 */
export class SsoLogoutWatch {
  readonly #opts: SsoLogoutWatchOptions;
  #timer: NodeJS.Timeout | undefined;
  #running = false;

  constructor(opts: SsoLogoutWatchOptions) {
    this.#opts = opts;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#arm(0);
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
  }

  #arm(delayMs: number): void {
    this.#timer = setTimeout(() => void this.#poll(), delayMs);
    this.#timer.unref();
  }

  async #poll(): Promise<void> {
    if (!this.#running) return;
    const result = await this.#opts.helper.get('/kiosk/check/sso_logout');
    if (!this.#running) return;
    if (result.ok && ssoLogoutAsked(result.data)) this.#opts.onAsk();
    this.#arm(this.#opts.everyMs ?? SSO_LOGOUT_POLL_MS);
  }
}
