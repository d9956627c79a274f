// Seeds the admin lists benchmark's fleet and accounts through the log, as the product
// writes them: each aggregate's own decider decides the events (the same `decide` the routes
// run), unique values are claimed first on their claim subjects, and every append carries
// expectedVersion 0 (a new aggregate) as handleCommand would for a fresh id.

import { EventStore } from '@gamepod/event-store';
import {
  type AppendContext,
  catalogue,
  claimId,
  type NewEvent,
  type StoreNames,
  UniqueValueClaimed,
  uuidv7,
} from '@gamepod/events';
import { EMAIL_KIND, hashPassword, MAC_KIND, newPodIdKey, POD_KEY_KIND } from '@gamepod/services';
import {
  CLIENT_ADMIN,
  clientDecider,
  FACILITATOR,
  labDecider,
  PLAYER,
  podDecider,
  RESTRICTED_ADMIN,
  SUPER_ADMIN,
  userDecider,
} from '@gamepod/services/domain';
import { pipelined } from './bench-kit.ts';
import { progress } from './progress-line.ts';
import { person, seededRandom, usersPerClient } from './seed-people.ts';

export type SeedPlan = {
  readonly clients: number;
  readonly labsPerClient: number;
  readonly podsPerLab: number;
  /** Every account, the super admins included. */
  readonly users: number;
  readonly superAdmins: number;
};

export type SeededClient = {
  readonly id: string;
  readonly labIds: readonly string[];
  /** Accounts with this client_id, every role. */
  readonly users: number;
  /** A client admin (role 3) of this client: its first account. */
  readonly adminId: string;
};

export type Seeded = {
  readonly clients: readonly SeededClient[];
  readonly superAdminId: string;
  /** Commits appended (claims included). */
  readonly commits: number;
  readonly appendMs: number;
};

/** In flight at once: with 100 to 1,000 pipelined appends the Node client is the limit. */
const WINDOW = 500;
const DAY = 86_400_000;

/**
 * Seeds `plan`: clients (each with its 24 default navs), labs, pods (MAC and pod_id_key
 * claimed, then PodDeployed) and accounts (email claimed, then UserRegistered), back-dated
 * over three years so the signed-up column and its sort see real spread. Every account shares
 * one password hash: scrypt at OWASP cost takes ~100 ms, and 100,000 of them would be hours
 * measuring the hash, which the login bench already does.
 */
export async function seedAdminLists(
  nc: EventStore['nc'],
  names: StoreNames,
  plan: SeedPlan,
  log: (l: string) => void,
): Promise<Seeded> {
  // the store stamps occurred_at from its clock when append() builds the envelopes, which it
  // does synchronously before its first await: setting `stamp` right before the call dates it
  let stamp = new Date();
  const store = new EventStore({ nc, names, registry: catalogue, clock: () => stamp, foldCacheSize: 0 });
  let commits = 0;
  const append = (aggregate: string, id: string, events: readonly NewEvent[], at: Date, context: AppendContext) => {
    stamp = at;
    commits++;
    return store.append(aggregate, id, events, { expectedVersion: 0, context });
  };
  const claim = (kind: string, value: string, owner: { aggregate: string; id: string }, at: Date, c: AppendContext) =>
    append(
      'claim',
      claimId(kind, value),
      [UniqueValueClaimed.of({ kind, owner_aggregate: owner.aggregate, owner_id: owner.id })],
      at,
      c,
    );

  const random = seededRandom(5);
  const start = Date.now() - 3 * 365 * DAY;
  const superAdminId = uuidv7();
  const superActor = { kind: 'user' as const, user_id: superAdminId, role: SUPER_ADMIN };
  const fleetActor = { role: SUPER_ADMIN, client_id: null };
  const t0 = performance.now();

  // clients, each deployed with its navs in one commit
  const clients: Array<{ id: string; navIds: string[]; labIds: string[]; podIds: string[]; domain: string }> = [];
  for (let c = 0; c < plan.clients; c++) {
    const id = uuidv7();
    const at = new Date(start + c * 3_600_000);
    const events = clientDecider.decide(
      {
        type: 'Deploy',
        actor: fleetActor,
        fields: {
          name: `Bench Venue ${c + 1}`,
          first_name: `Bench Venue ${c + 1}`,
          last_name: null,
          email: `venue${c + 1}@bench${c + 1}.test`,
          phone: '555-010-0100',
          phone2: null,
          address1: `${c + 1} Main Street`,
          address2: null,
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          note: null,
          date_of_birth: null,
          is_active: true,
        },
      },
      clientDecider.initialState(),
      { now: at, newId: uuidv7 },
    );
    const navIds = events.flatMap((e) => (e.type === 'ClientNavAdded' ? [e.data.nav_id] : []));
    clients.push({ id, navIds, labIds: [], podIds: [], domain: `bench${c + 1}.test` });
    await append('client', id, events, at, { actor: superActor });
  }

  // labs
  for (const [c, client] of clients.entries()) {
    for (let l = 0; l < plan.labsPerClient; l++) {
      const id = uuidv7();
      const at = new Date(start + DAY + (c * plan.labsPerClient + l) * 60_000);
      const events = labDecider.decide(
        {
          type: 'Deploy',
          actor: fleetActor,
          client_id: client.id,
          fields: {
            lab_name: `Lab ${l + 1}`,
            address1: `${c + 1} Main Street`,
            address2: `Room ${l + 1}`,
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
            note: '',
            is_active: true,
            timezone: 'America/Chicago',
            is_paid: l % 2 === 1,
            reservation_email: null,
          },
        },
        labDecider.initialState(),
        { now: at, newId: uuidv7 },
      );
      client.labIds.push(id);
      await append('lab', id, events, at, { actor: superActor });
    }
  }

  // pods: MAC claimed, then a fresh key, then PodDeployed (deployPod's order)
  const podsPerClient = plan.labsPerClient * plan.podsPerLab;
  const podTotal = plan.clients * podsPerClient;
  const podTick = progress(log, 'seeding pods', podTotal);
  await pipelined(podTotal, WINDOW, async (i) => {
    const client = clients[Math.floor(i / podsPerClient)];
    const n = i % podsPerClient;
    const labId = client?.labIds[Math.floor(n / plan.podsPerLab)];
    if (!client || !labId) throw new Error('pod plan out of range');
    const id = uuidv7();
    const at = new Date(start + 2 * DAY + i * 60_000);
    const mac =
      `02:00:${[i >> 16, (i >> 8) & 255, i & 255, 0].map((b) => b.toString(16).padStart(2, '0')).join(':')}`.toUpperCase();
    const pod_id_key = newPodIdKey();
    const events = podDecider.decide(
      {
        type: 'Deploy',
        actor: { kind: 'user', ...fleetActor },
        client_id: client.id,
        pod_id_key,
        form: {
          lab_id: labId,
          mac_address: mac,
          ip_address: `10.${Math.floor(i / 250) % 250}.${i % 250}.10`,
          pod_type_id: 1 + (i % 3),
          nav_id: client.navIds[n % client.navIds.length] ?? '',
          nav_id_left: null,
          nav_id_right: null,
          nav_id_rear: null,
          lan_ip: null,
          wan_ip: null,
          xd1: 'xb',
          xd2: 'ps',
          seat: 'ACTIVE',
          note: null,
          is_active: true,
          with_keyboard: n % 4 !== 0,
          pro: n % 10 === 0,
        },
        placement: { lab_client_id: client.id, client_nav_ids: new Set(client.navIds) },
      },
      podDecider.initialState(),
      { now: at, newId: uuidv7 },
    );
    client.podIds.push(id);
    const owner = { aggregate: 'pod', id };
    const context = { actor: superActor };
    await claim(MAC_KIND, mac, owner, at, context);
    await claim(POD_KEY_KIND, pod_id_key, owner, at, context);
    await append('pod', id, events, at, context);
    podTick();
  });

  // accounts: a few super admins, then each client's, its first one a client admin
  const password_hash = await hashPassword('bench-password-1');
  const counts = usersPerClient(plan.users - plan.superAdmins, plan.clients);
  const owners: Array<{ client: number | null; n: number }> = [
    ...Array.from({ length: plan.superAdmins }, (_, n) => ({ client: null, n })),
    ...counts.flatMap((count, client) => Array.from({ length: count }, (_, n) => ({ client, n }))),
  ];
  // sign-ups interleave across clients in time, as they happen
  const order = owners.map((_, i) => i);
  for (let i = order.length - 1; i > plan.superAdmins; i--) {
    const j = plan.superAdmins + Math.floor(random() * (i - plan.superAdmins + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const adminIds = new Map<number, string>();
  const span = Date.now() - 3_600_000 - (start + 7 * DAY);
  const userTick = progress(log, 'seeding users', owners.length);
  await pipelined(owners.length, WINDOW, async (k) => {
    const owner = owners[order[k] as number];
    if (!owner) throw new Error('user plan out of range');
    const client = owner.client === null ? null : clients[owner.client];
    const id = owner.client === null && owner.n === 0 ? superAdminId : uuidv7();
    const r = random();
    const role =
      client === null
        ? SUPER_ADMIN
        : owner.n === 0
          ? CLIENT_ADMIN
          : r < 0.93
            ? PLAYER
            : r < 0.97
              ? FACILITATOR
              : r < 0.985
                ? CLIENT_ADMIN
                : RESTRICTED_ADMIN;
    if (role === CLIENT_ADMIN && owner.n === 0 && owner.client !== null) adminIds.set(owner.client, id);
    const p = person(random, k, client?.domain ?? 'gamepod.test');
    const at = new Date(start + 7 * DAY + Math.floor((k / owners.length) * span));
    const events = userDecider.decide(
      {
        type: 'Register',
        registration: {
          ...p,
          role,
          client_id: client?.id ?? null,
          user_name: p.email,
          stream_default: random() < 0.3,
          pro: role === PLAYER && random() < 0.1,
          is_active: random() < 0.95,
          password_hash,
        },
      },
      userDecider.initialState(),
      { now: at, newId: uuidv7 },
    );
    // players sign up on a pod of their venue; staff accounts are a super admin's seed (the
    // event UserRegistered covers both), so the users table sees one shape of row either way
    const pod = role === PLAYER ? client?.podIds[k % client.podIds.length] : undefined;
    const context: AppendContext = { actor: pod ? { kind: 'pod', pod_id: pod } : superActor };
    await claim(EMAIL_KIND, p.email, { aggregate: 'user', id }, at, context);
    await append('user', id, events, at, context);
    userTick();
  });

  return {
    clients: clients.map((c, i) => ({
      id: c.id,
      labIds: c.labIds,
      users: counts[i] ?? 0,
      adminId: adminIds.get(i) ?? '',
    })),
    superAdminId,
    commits,
    appendMs: performance.now() - t0,
  };
}
