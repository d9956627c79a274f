// Everything a kiosk browser test needs: the product (scripts/test-support/product-harness.ts,
// shared with admin-ui's tests) plus the kiosk's own pages and the local mailbox.

import { join } from 'node:path';
import { type PaymentGateway, readLatestResetCode } from '@gamepod/services';
import { type ProductHarness, startProductHarness } from '../../../scripts/test-support/product-harness.ts';

export { ACCOUNTS, DEMO_PASSWORD } from '../../../scripts/test-support/product-harness.ts';

export type KioskHarness = Omit<ProductHarness, 'stationUrl' | 'dataDir'> & {
  /** The kiosk page of station `i` at `path`, with its bridge in `?bridge=`. */
  kioskUrl(i: number, path?: string): string;
  /** The code of the newest password reset mail to `email` in the local mailbox, or null. */
  latestResetCode(email: string): Promise<string | null>;
  /** The id of station `i`'s lab, as the admin pods list has it. */
  labOf(i: number): Promise<string>;
};

/** Starts the product for a browser test file. Close it in `after()`. */
export async function startKioskHarness(
  opts: { pods?: number; payments?: PaymentGateway; heartbeatMs?: number; stationState?: boolean } = {},
): Promise<KioskHarness> {
  const h = await startProductHarness({ ...opts, pods: opts.pods ?? 1, name: 'kiosk' });
  return {
    ...h,
    kioskUrl: h.stationUrl,
    latestResetCode: (email) => readLatestResetCode(join(h.dataDir, 'mail'), email),
    async labOf(i) {
      const pods = (await h.api('/admin/kiosk/client/pods')).data.pods as Array<{ id: string; lab_id: string }>;
      const lab = pods.find((p) => p.id === h.podIds[i])?.lab_id;
      if (!lab) throw new Error(`station ${i} has no lab in the pods list`);
      return lab;
    },
  };
}
