import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isolatedNames } from '@gamepod/events';
import { DEMO_PASSWORD } from '@gamepod/services';
import { buildUisIfStale } from '../../scripts/build-uis.ts';
import { seedDemoPods } from '../../scripts/demo-fleet.ts';
import { hashPassword, verifyPassword } from '../../services/src/auth/passwords.ts';
import { type BenchResult, type BenchSuite, oneDecimal, percentile, REPO_ROOT as root } from './bench-kit.ts';
import { startServiceProcesses } from './service-processes.ts';

type Reply<T> = { status: boolean; message: string; data: T };

async function post<T>(url: string, body: unknown): Promise<{ status: number; body: Reply<T> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply<T> };
}

/**
 * The kiosk's initial JavaScript, gzipped: the scripts index.html loads (and their static
 * imports). Lazy chunks are loaded per area and are not counted.
 */
function kioskInitialJsGzip(): { bytes: number; files: string[] } {
  const dist = join(root, 'kiosk-ui', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const files = [...new Set([...entry, ...preloads])].filter((f) => existsSync(join(dist, f)));
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { bytes, files };
}

/** Every JS file of the kiosk build, gzipped: what a pod downloads when it has visited every area. */
function kioskAllJsGzip(): number {
  const assets = join(root, 'kiosk-ui', 'dist', 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

export const loginSuite: BenchSuite = {
  name: 'login',
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const results: BenchResult[] = [];

    // the password hash alone, as login pays it (scrypt, OWASP parameters)
    const stored = await hashPassword(DEMO_PASSWORD);
    const hashTimes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await verifyPassword(DEMO_PASSWORD, stored);
      hashTimes.push(performance.now() - t0);
    }
    const hashP50 = percentile(hashTimes, 50);
    log(`scrypt verify p50 ${hashP50.toFixed(1)} ms`);

    const namespace = `login${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({ natsUrl, databaseUrl: maintenanceUrl, namespace });
    const databaseUrl = services.databaseUrl;
    try {
      // the demo venue: one pod, and the demo accounts (the player is the one who logs in)
      const [podKey] = await seedDemoPods({ apiUrl: services.apiUrl, natsUrl, databaseUrl, names, pods: 1 });
      const api = `${services.apiUrl}/api/v1`;
      const kiosk = await post<{ session_id_key: string }>(`${api}/kiosk/validate/pod_id_key`, {
        pod_id_key: podKey,
      });
      if (kiosk.status !== 200) throw new Error(`no kiosk session: ${kiosk.status} ${kiosk.body.message}`);
      const session_id_key = kiosk.body.data.session_id_key;

      /** One login: HTTP → UserLoggedIn and the session appended → read models applied → reply. */
      const login = async (): Promise<number> => {
        const t0 = performance.now();
        const res = await post<{ token: string }>(`${api}/user/login`, {
          session_id_key,
          username: 'player@demo.test',
          password: DEMO_PASSWORD,
        });
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body.message}`);
        return ms;
      };
      for (let i = 0; i < 3; i++) await login(); // warm up: connections, prepared paths

      for (const concurrency of [1, 20]) {
        const times: number[] = [];
        const rounds = concurrency === 1 ? 40 : 5;
        for (let r = 0; r < rounds; r++) times.push(...(await Promise.all(Array.from({ length: concurrency }, login))));
        const p50 = percentile(times, 50);
        const p99 = percentile(times, 99);
        log(
          `${concurrency} concurrent: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${times.length} logins`,
        );
        for (const [label, value] of [
          ['p50', p50],
          ['p99', p99],
        ] as const) {
          results.push({
            suite: 'login',
            name: `login round trip, ${concurrency} concurrent, ${label}`,
            value: oneDecimal(value),
            unit: 'ms',
            baseline: { label: 'scrypt verify alone, p50', value: oneDecimal(hashP50) },
            // how many hash-times a login takes: the rest is the log, the read models and HTTP
            ratio: value / hashP50,
            notes: 'ratio = login time / hash time',
          });
        }
      }
    } finally {
      await services.stop();
    }
    results.push({
      suite: 'login',
      name: 'password hash (scrypt N=2^17 r=8 p=1), verify p50',
      value: oneDecimal(hashP50),
      unit: 'ms',
    });

    await buildUisIfStale(root, log);
    const initial = kioskInitialJsGzip();
    const all = kioskAllJsGzip();
    log(`kiosk initial JS: ${initial.files.join(', ')}`);
    results.push({
      suite: 'login',
      name: 'kiosk-ui initial JS, gzip',
      value: oneDecimal(initial.bytes / 1024),
      unit: 'kB',
      baseline: { label: 'all kiosk-ui JS, gzip', value: oneDecimal(all / 1024) },
      ratio: initial.bytes / all,
      target: '≤ 150 kB',
      pass: initial.bytes / 1024 <= 150,
    });
    return results;
  },
};
