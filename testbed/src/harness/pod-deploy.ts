// Deploying a pod no station runs yet, through the API the admin console uses: the admin-ui
// and kiosk-ui browser tests both need one.
import { randomBytes } from 'node:crypto';
import type { ProductHarness } from './product-harness.ts';

/** Deploys a pod of `clientId` in `labId` on the client's last seat licence; returns its key. */
export async function deployPod(h: Pick<ProductHarness, 'api'>, clientId: string, labId: string): Promise<string> {
  const navs = await h.api(`/admin/kiosk/navs?client_id=${clientId}`);
  if (!navs.status) throw new Error(`navs: ${navs.message}`);
  const list = navs.data.navs as Array<{ id: string }>;
  const mac = ['02', ...Array.from(randomBytes(5), (b) => b.toString(16).padStart(2, '0'))].join(':');
  const body = {
    ip_address: '10.0.9.9',
    mac_address: mac.toUpperCase(),
    client_id: clientId,
    lab_id: labId,
    pod_type_id: 1,
    nav_id: list[list.length - 1]?.id ?? '',
    seat: 'ACTIVE',
    is_active: 1,
    with_keyboard: 1,
    pro: 0,
  };
  const deployed = await h.api('/admin/kiosk/deployment/pod', { body });
  if (!deployed.status) throw new Error(`deploy pod: ${deployed.message}`);
  return (deployed.data.pod_details as { pod_id_key: string }).pod_id_key;
}
