import { STATION_SCREENSHOT_MAX_BYTES } from '@gamepod/event-store/nats-auth';
import type { BridgeLog } from './bridge-log.ts';
import type { HelperClient } from './helper-client.ts';

export type ScreenshotsOptions = {
  readonly helper: HelperClient;
  /** Publishes the picture to the pod's own key; false when it could not. */
  readonly publish: (png: Uint8Array) => Promise<boolean>;
  readonly log: BridgeLog;
  readonly everyMs?: number;
};

/** The station's NATS user may not publish more (STATION_USER_LIMITS): a bigger one would cost it its connection. */
const MAX_BYTES = STATION_SCREENSHOT_MAX_BYTES;

/**
 * Uploads the station's screenshot every few seconds for the admin thumbnails. Never
 * buffered: only the newest picture matters, so a missed one is simply skipped.
 */
export class Screenshots {
  readonly #opts: ScreenshotsOptions;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  uploaded = 0;

  constructor(opts: ScreenshotsOptions) {
    this.#opts = opts;
  }

  start(): void {
    this.#running = true;
    this.#arm(0);
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
  }

  #arm(delayMs: number): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      const shot = await this.#opts.helper.bytes('/kiosk/check/screenshot');
      if (!shot.ok) return this.#opts.log.debug(`no screenshot: ${shot.message}`);
      if (shot.bytes.length > MAX_BYTES) return this.#opts.log.warn(`screenshot of ${shot.bytes.length} bytes skipped`);
      if (await this.#opts.publish(shot.bytes)) this.uploaded++;
    } finally {
      // re-armed after the upload ends, so a slow helper or NATS never stacks uploads
      this.#arm(this.#opts.everyMs ?? 5_000);
    }
  }
}
