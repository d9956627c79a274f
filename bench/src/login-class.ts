// A class arriving at once: one student account per pod, each at its own pod's kiosk, as a
// venue sees it at opening time. Accounts are made the way sign-up makes them (claim, hash,
// UserRegistered); each pod gets its kiosk session through the real API.

import { connectNats, EventStore } from '@gamepod/event-store';
import { catalogue, type StoreNames, SYSTEM_ACTOR } from '@gamepod/events';
import { CheckpointWatcher, openDatabase } from '@gamepod/log-runtime';
import { createAccount } from '@gamepod/services';

export type Student = { readonly email: string; readonly session_id_key: string };

type Reply<T> = { status: boolean; message: string; data: T };

/** POSTs JSON and returns the HTTP status with the reply; throws on anything but a reply. */
export async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: Reply<T> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply<T> };
}

/** A kiosk session on the pod with this key: what the pod's page holds once it starts. */
export async function kioskSession(api: string, podKey: string): Promise<string> {
  const res = await postJson<{ session_id_key: string }>(`${api}/kiosk/validate/pod_id_key`, { pod_id_key: podKey });
  if (res.status !== 200) throw new Error(`no kiosk session: ${res.status} ${res.body.message}`);
  return res.body.data.session_id_key;
}

/** Creates one player per pod (password `password`) on the pods' client and opens each pod's kiosk session. */
export async function seedClass(opts: {
  readonly api: string;
  readonly natsUrl: string;
  readonly databaseUrl: string;
  readonly names: StoreNames;
  readonly podKeys: readonly string[];
  readonly password: string;
}): Promise<Student[]> {
  const database = openDatabase(opts.databaseUrl, { max: 2 });
  const nc = await connectNats({ url: opts.natsUrl, name: 'gamepod-bench-class' });
  const checkpoints = await new CheckpointWatcher(opts.databaseUrl, ['users']).start();
  try {
    const { rows } = await database.pool.query<{ client_id: string }>('select distinct client_id from rm_pods.pods');
    const clientId = rows[0]?.client_id;
    if (!clientId || rows.length !== 1) throw new Error(`the pods belong to ${rows.length} clients, not one`);
    const deps = { store: new EventStore({ nc, names: opts.names, registry: catalogue }), checkpoints };
    const students: Student[] = [];
    for (const [i, key] of opts.podKeys.entries()) {
      const email = `student${i}@class.test`;
      await createAccount(
        { ...deps, clock: () => new Date() },
        {
          email,
          role: 1,
          client_id: clientId,
          first_name: `Student${i}`,
          last_name: 'Bench',
          phone: '555-010-0100',
          dob: '2008-01-01',
          stream_default: false,
          pro: false,
          is_active: true,
          password: opts.password,
        },
        { actor: SYSTEM_ACTOR },
      );
      students.push({ email, session_id_key: await kioskSession(opts.api, key) });
    }
    return students;
  } finally {
    await checkpoints.close();
    await nc.drain();
    await database.close();
  }
}
