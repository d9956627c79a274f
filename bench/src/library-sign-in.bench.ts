// Sign-in at a station through the client's own source (a library system over SIP2, the
// stand-in ILS; an LDAP directory, the tests' slapd), beside a password sign-in in the same
// run, taken in turns; then how long a station waits to be refused when the source is down:
// a dead port, and a source that accepts the connection but never answers, first with a
// source object made anew for each try (its deadline) and then with its breaker open.

import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { freePort } from '@gamepod/devkit';
import { isolatedNames } from '@gamepod/events';
import { DEMO_PASSWORD } from '@gamepod/services';
import { DEMO_PATRONS, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { seedDemoPods } from '@gamepod/testbed';
import { PEOPLE, searchThenBind, startTestDirectory } from '../../services/test/sign-in-sources/ldap-fixtures.ts';
import { type BenchResult, type BenchSuite, oneDecimal, percentile } from './bench-kit.ts';
import { kioskSession, postJson } from './login-class.ts';
import { startServiceProcesses } from './service-processes.ts';
import { type SourceClient, sourceClient, superAdminApi } from './source-clients.ts';

const ROUNDS = 40;
/** A sign-in through a source may take this many times a password sign-in's p99. */
const SIGN_IN_TARGET = 1.5;
/** The down sources' deadline: the whole sign-in may take this long before it is `down`. */
const DOWN_TIMEOUT_MS = 2_000;
/** Refused within this many times the source's deadline when it never answers. */
const SILENT_TARGET = 1.5;
const FRESH_TRIES = { dead: 10, silent: 4 } as const;
const BREAKER_TRIES = 20;

type Kind = 'sip2' | 'ldap';

export const librarySignInSuite: BenchSuite = {
  name: 'library-sign-in',
  async run({ natsUrl, databaseUrl: maintenanceUrl, log }) {
    const namespace = `lib${randomBytes(4).toString('hex')}`;
    const names = isolatedNames(namespace);
    log('starting services and projection workers in their own processes…');
    const services = await startServiceProcesses({
      natsUrl,
      databaseUrl: maintenanceUrl,
      namespace,
      // no source watch: its checks would add connections to the sources and failures to their breakers
      servicesEnv: { GAMEPOD_SSO_SECRET_KEY: randomBytes(32).toString('base64'), GAMEPOD_SOURCE_CHECK_MS: '0' },
    });
    const api = `${services.apiUrl}/api/v1`;
    const [ils, ldap] = await Promise.all([startSip2StandIn(), startTestDirectory()]);
    // accepts a connection, reads what it is sent and never says a word: an ILS or a directory that hangs
    const silent = net.createServer((socket) => socket.resume());
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const deadPort = await freePort();
    try {
      const [podKey] = await seedDemoPods({
        apiUrl: services.apiUrl,
        natsUrl,
        databaseUrl: services.databaseUrl,
        names,
        pods: 1,
      });
      const passwordPod = await kioskSession(api, podKey ?? '');
      const a = await superAdminApi(services.apiUrl, DEMO_PASSWORD);
      const sip2Settings = (over: Record<string, unknown> = {}) => ({
        source: 'sip2',
        sip2: ils.sourceSettings({ timeout_ms: DOWN_TIMEOUT_MS, ...over }),
        outage_policy: 'refuse',
      });
      const ldapSettings = (over: Record<string, unknown> = {}) => ({
        source: 'ldap',
        ldap: searchThenBind(ldap, { timeout_ms: DOWN_TIMEOUT_MS, retry_after_ms: 30_000, ...over }),
        outage_policy: 'refuse',
      });
      const clients: Record<Kind, SourceClient> = {
        sip2: await sourceClient(a, services.apiUrl, 'BenchLibrary', sip2Settings()),
        ldap: await sourceClient(a, services.apiUrl, 'BenchSchool', ldapSettings()),
      };
      const patron = DEMO_PATRONS[0];
      if (!patron) throw new Error('the stand-in has no demo patron');
      const who = {
        password: { key: passwordPod, username: 'player@demo.test', password: DEMO_PASSWORD },
        sip2: { key: clients.sip2.sessionKey, username: patron.barcode, password: patron.pin },
        ldap: { key: clients.ldap.sessionKey, username: PEOPLE.ada.uid, password: PEOPLE.ada.password },
      };

      /** One sign-in at the pod: HTTP → (the source) → session appended → read models → reply. */
      const signIn = async (as: keyof typeof who, expect: number): Promise<{ ms: number; token?: string }> => {
        const w = who[as];
        const t0 = performance.now();
        const res = await postJson<{ token: string }>(`${api}/user/login`, {
          session_id_key: w.key,
          username: w.username,
          password: w.password,
        });
        const ms = performance.now() - t0;
        if (res.status !== expect) throw new Error(`${as} sign-in: ${res.status} (not ${expect}) ${res.body.message}`);
        return { ms, token: res.body.data?.token };
      };
      const logout = async (token: string | undefined) => {
        const res = await postJson(`${api}/user/logout`, { token, reason_text: 'bench round over' });
        if (res.status !== 200) throw new Error(`logout failed: ${res.status} ${res.body.message}`);
      };
      const kinds = ['password', 'sip2', 'ldap'] as const;
      for (let i = 0; i < 3; i++) for (const k of kinds) await logout((await signIn(k, 200)).token);
      const ms: Record<(typeof kinds)[number], number[]> = { password: [], sip2: [], ldap: [] };
      // in turns, so all three see the same machine
      for (let i = 0; i < ROUNDS; i++) {
        for (const k of kinds) {
          const { ms: took, token } = await signIn(k, 200);
          ms[k].push(took);
          await logout(token);
        }
      }
      const passwordP99 = percentile(ms.password, 99);
      const results: BenchResult[] = [];
      const label = { sip2: 'SIP2 (stand-in ILS)', ldap: 'LDAP search-then-bind (slapd)' } as const;
      for (const kind of ['sip2', 'ldap'] as const) {
        for (const p of [50, 99] as const) {
          const value = percentile(ms[kind], p);
          const baseline = percentile(ms.password, p);
          log(`${kind} p${p}: ${value.toFixed(1)} ms, password ${baseline.toFixed(1)} ms`);
          results.push({
            suite: 'library-sign-in',
            name: `station sign-in through ${label[kind]}, round trip, p${p}`,
            value: oneDecimal(value),
            unit: 'ms',
            baseline: { label: `password sign-in at a pod, p${p}`, value: oneDecimal(baseline) },
            ratio: baseline / value,
            ...(p === 99
              ? {
                  target: `≤ ${SIGN_IN_TARGET}× password p99 (${Math.round(SIGN_IN_TARGET * passwordP99)} ms)`,
                  pass: value <= SIGN_IN_TARGET * passwordP99,
                }
              : {}),
            notes: `${ROUNDS} each, in turns with the password sign-in; the first sign-in (account made) is in the warm-up; ratio = password / source`,
          });
        }
      }

      // the source down: a dead port (connection refused), and one that accepts and never answers
      const pointed = (kind: Kind, port: number) =>
        kind === 'sip2' ? sip2Settings({ port }) : ldapSettings({ url: `ldap://127.0.0.1:${port}` });
      for (const kind of ['sip2', 'ldap'] as const) {
        for (const [down, port] of [
          ['dead', deadPort],
          ['silent', silentPort],
        ] as const) {
          const fresh: number[] = [];
          for (let i = 0; i < FRESH_TRIES[down]; i++) {
            await clients[kind].save(pointed(kind, port)); // a new source object: its breaker closed
            fresh.push((await signIn(kind, 503)).ms);
          }
          // tried again and again without a save: the breaker opens and answers at once
          for (let i = 0; i < 3; i++) await signIn(kind, 503);
          const open: number[] = [];
          for (let i = 0; i < BREAKER_TRIES; i++) open.push((await signIn(kind, 503)).ms);
          const what = down === 'dead' ? 'a dead port (connection refused)' : 'a source that accepts and never answers';
          log(
            `${kind} ${down}: fresh p50 ${percentile(fresh, 50).toFixed(1)} ms, p99 ${percentile(fresh, 99).toFixed(1)} ms; ` +
              `breaker open p50 ${percentile(open, 50).toFixed(1)} ms, p99 ${percentile(open, 99).toFixed(1)} ms`,
          );
          const freshP99 = percentile(fresh, 99);
          results.push(
            down === 'dead'
              ? {
                  suite: 'library-sign-in',
                  name: `${kind} refusal at ${what}, p99`,
                  value: oneDecimal(freshP99),
                  unit: 'ms',
                  baseline: { label: 'password sign-in at a pod, p99', value: oneDecimal(passwordP99) },
                  ratio: passwordP99 / freshP99,
                  target: `≤ ${SIGN_IN_TARGET}× password p99 (${Math.round(SIGN_IN_TARGET * passwordP99)} ms)`,
                  pass: freshP99 <= SIGN_IN_TARGET * passwordP99,
                  notes: `${FRESH_TRIES[down]} tries, each with the source saved anew (breaker closed); 503 each; ratio = password / refusal`,
                }
              : {
                  suite: 'library-sign-in',
                  name: `${kind} refusal at ${what}, p99`,
                  value: oneDecimal(freshP99),
                  unit: 'ms',
                  baseline: { label: 'the source’s timeout_ms', value: DOWN_TIMEOUT_MS },
                  ratio: DOWN_TIMEOUT_MS / freshP99,
                  target: `≤ ${SILENT_TARGET}× timeout_ms (${SILENT_TARGET * DOWN_TIMEOUT_MS} ms)`,
                  pass: freshP99 <= SILENT_TARGET * DOWN_TIMEOUT_MS,
                  notes: `${FRESH_TRIES[down]} tries, each with the source saved anew (breaker closed); 503 each; ratio = timeout / refusal`,
                },
          );
          const openP99 = percentile(open, 99);
          results.push({
            suite: 'library-sign-in',
            name: `${kind} refusal at ${what}, breaker open, p99`,
            value: oneDecimal(openP99),
            unit: 'ms',
            baseline: { label: 'password sign-in at a pod, p99', value: oneDecimal(passwordP99) },
            ratio: passwordP99 / openP99,
            target: `≤ ${SIGN_IN_TARGET}× password p99 (${Math.round(SIGN_IN_TARGET * passwordP99)} ms)`,
            pass: openP99 <= SIGN_IN_TARGET * passwordP99,
            notes: `${BREAKER_TRIES} tries after 3 more had opened the breaker; p50 ${oneDecimal(percentile(open, 50))} ms; 503 each`,
          });
        }
      }
      return results;
    } finally {
      await new Promise((r) => silent.close(r));
      await Promise.all([ils.close(), ldap.stop()]);
      await services.stop();
    }
  },
};
