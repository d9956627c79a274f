// Steps the client and settings browser tests share: records made through the API the screens
// use (as a super admin); the waits and the toast region are in waits.ts.
import { jetstreamManager } from '@nats-io/jetstream';
import type { AdminHarness } from './admin-harness.ts';

export { deployPod } from '@gamepod/testbed';

function ok(reply: { status: boolean; message: string; data: Record<string, unknown> }, what: string) {
  if (!reply.status) throw new Error(`${what}: ${reply.message}`);
  return reply.data;
}

/** Deploys a client (Deploy New Client's call) and returns its id. */
export async function deployClient(h: AdminHarness, fields: { first_name: string; name: string; email: string }) {
  const data = ok(
    await h.api('/admin/kiosk/deployment/client', { body: { ...fields, phone: '555-010-0199' } }),
    'deploy client',
  );
  return data.client_id as string;
}

/** Deploys a free lab for `clientId` and returns its id. */
export async function deployLab(h: AdminHarness, clientId: string, lab_name: string): Promise<string> {
  const body = {
    client_id: clientId,
    lab_name,
    address1: '1 Test Street',
    address2: 'Floor 1',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    note: 'made by a browser test',
    is_active: 1,
    is_paid: 0,
    timezone: 'America/Chicago',
  };
  return ok(await h.api('/admin/kiosk/deployment/lab', { body }), 'deploy lab').lab_id as string;
}

/** The client's labs as Client Details reads them. */
export async function labsOf(h: AdminHarness, clientId: string) {
  const data = ok(await h.api(`/admin/kiosk/client?client_id=${clientId}`), 'client');
  return data.labs as Array<{ id: string; value: string; admin_mode: 0 | 1 }>;
}

/**
 * Makes the event log refuse every append, as a full store would (max_msgs reached, discard
 * new); returns the undo. The services then refuse every write with a 5xx.
 */
export async function fullLog(h: AdminHarness): Promise<() => Promise<void>> {
  const jsm = await jetstreamManager(h.env.nc);
  const name = h.env.names.eventsStream;
  const info = await jsm.streams.info(name);
  await jsm.streams.update(name, { max_msgs: info.state.messages });
  return async () => {
    await jsm.streams.update(name, { max_msgs: info.config.max_msgs });
  };
}
