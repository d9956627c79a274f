import { eventually } from '@gamepod/devkit';
import { type Projection, ProjectionWorker } from '@gamepod/log-runtime';
import type { LightMyRequestResponse } from 'fastify';
import { issueSession } from '../../src/users/application/sessions.ts';
import type { TestServices } from './test-services.ts';

/** Starts a worker per read model on the test's stream and database, and waits until each runs. */
export async function startWorkers(s: TestServices, projections: readonly Projection[]): Promise<ProjectionWorker[]> {
  const workers = projections.map((projection) =>
    new ProjectionWorker({
      projection,
      nc: s.env.nc,
      db: s.database.db,
      pool: s.database.pool,
      names: s.env.names,
      registry: s.deps.store.registry,
    }).start(),
  );
  for (const w of workers) await eventually(`the ${w.projection.name} worker`, () => w.state === 'running');
  return workers;
}

export type TestClient = {
  /** A session token for `role` in `clientId` (null for a super admin), bound to `podId`; made once per triple. */
  token(role: number, clientId: string | null, podId?: string | null): Promise<string>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  auth(token?: string): Record<string, string>;
};

/** Session tokens per role and tenant, and `inject` shortcuts that send them as Bearer tokens. */
export function testClient(s: TestServices, kind: 'web' | 'admin'): TestClient {
  const tokens = new Map<string, Promise<string>>();
  let made = 0;
  const token = (role: number, clientId: string | null, podId: string | null = null) => {
    const key = `${role}:${clientId ?? '-'}:${podId ?? '-'}`;
    let t = tokens.get(key);
    if (!t) {
      t = issueSession(s.deps, {
        user_id: `user-${role}-${clientId ?? 'all'}-${made++}`,
        role,
        client_id: clientId,
        pod_id: podId,
        kind,
        ttlMs: 3_600_000,
      }).then((issued) => issued.token);
      tokens.set(key, t);
    }
    return t;
  };
  const auth = (t?: string): Record<string, string> => (t ? { authorization: `Bearer ${t}` } : {});
  return {
    token,
    auth,
    get: (url, t) => s.app.inject({ method: 'GET', url, headers: auth(t) }),
    post: (url, body, t) => s.app.inject({ method: 'POST', url, headers: auth(t), payload: body }),
  };
}
