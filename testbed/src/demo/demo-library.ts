// The demo's library: a second client whose card holders sign in through its library system
// over SIP2, here the stand-in ILS with its demo patrons, on one simulated station of its own.
import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import { CheckpointWatcher } from '@gamepod/log-runtime';
import type { ReadModelName } from '@gamepod/projections';
import { endSession, hashToken, issueSession } from '@gamepod/services';
import { DEMO_PATRONS, type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import {
  type DemoApi,
  type DemoFleet,
  type DemoFleetOptions,
  demoApi,
  deployDemoPod,
  ensureClient,
  ensureLab,
  startStations,
} from './demo-fleet.ts';

export const DEMO_LIBRARY_CLIENT = 'Demo Library';
export const DEMO_LIBRARY_LAB = 'Library Gaming Room';
/** A demo card holder in good standing: what README tells a visitor to type. */
export const DEMO_LIBRARY_CARD = { card: DEMO_PATRONS[0]?.barcode ?? '', pin: DEMO_PATRONS[0]?.pin ?? '' } as const;

export type DemoLibrary = DemoFleet & { readonly ils: Sip2StandIn };

/** Finds or creates the library client, its lab and its one pod; returns the client and the pod's key. */
async function ensureLibraryPod(a: DemoApi): Promise<{ clientId: string; key: string }> {
  const clientId = await ensureClient(a, {
    first_name: DEMO_LIBRARY_CLIENT,
    email: 'library@demo.test',
    phone: '555-010-0200',
  });
  const labId = await ensureLab(a, clientId, DEMO_LIBRARY_LAB, 0);
  const pods = (await a.get(`/admin/kiosk/pods?client_id=${clientId}&lab_id=${labId}`)).pods as Array<{
    pod_id_key: string;
  }>;
  const existing = pods[0]?.pod_id_key;
  if (existing) return { clientId, key: existing };
  const navs = (await a.get(`/admin/kiosk/navs?client_id=${clientId}`)).navs as Array<{ id: string }>;
  return { clientId, key: await deployDemoPod(a, { clientId, labId, navId: navs[0]?.id ?? '', ip: '10.0.1.10' }) };
}

/**
 * Starts the stand-in ILS (the demo patrons), seeds the library client with one pod if needed,
 * points its sign-in source at the stand-in (saved again each start: the stand-in's port is
 * new each time), and starts the pod's station. The services need GAMEPOD_SSO_SECRET_KEY to
 * seal the SIP login password.
 */
export async function startDemoLibrary(opts: Omit<DemoFleetOptions, 'pods'>): Promise<DemoLibrary> {
  const ils = await startSip2StandIn({ libraryName: 'Demo Library' });
  const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-demo-library' });
  const store = new EventStore({ nc, names: opts.names, registry: catalogue });
  const checkpoints = await new CheckpointWatcher<ReadModelName>(opts.databaseUrl, ['auth_sessions']).start();
  const deps = { store, checkpoints };
  let key: string;
  try {
    const session = await issueSession(deps, {
      user_id: 'system-demo-seed',
      role: 4,
      client_id: null,
      pod_id: null,
      kind: 'admin',
      ttlMs: 10 * 60_000,
    });
    const a = demoApi(opts.apiUrl, session.token);
    const pod = await ensureLibraryPod(a);
    key = pod.key;
    await a.post('/admin/kiosk/client/save_sign_in_source', {
      client_id: pod.clientId,
      source: 'sip2',
      sip2: ils.sourceSettings(),
      outage_policy: 'accept_cached',
      cached_days: 7,
    });
    await endSession(deps, { token_hash: hashToken(session.token), reason: 'demo seed done' });
  } catch (err) {
    await ils.close();
    throw err;
  } finally {
    await checkpoints.close();
    await nc.drain();
  }
  const fleet = await startStations([key], opts);
  return {
    ...fleet,
    ils,
    async stop() {
      await fleet.stop();
      await ils.close();
    },
  };
}
