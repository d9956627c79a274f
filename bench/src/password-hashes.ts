// The password hash alone, as login pays it: today's argon2id beside the scrypt it replaced,
// timed in the same run, and the CPU each of OWASP's argon2id entries costs per verify here.
import {
  type Argon2idParams,
  argon2idHash,
  hashPassword,
  OWASP_ARGON2ID,
  OWASP_SCRYPT,
  scryptHash,
  verifyPassword,
} from '@gamepod/services';
import { type BenchResult, oneDecimal, percentile } from './bench-kit.ts';

/** OWASP Password Storage Cheat Sheet's argon2id list: equal in strength, different in memory and passes. */
const OWASP_ARGON2ID_ENTRIES: readonly Argon2idParams[] = [
  { m: 47104, t: 1, p: 1 },
  { m: 19456, t: 2, p: 1 },
  { m: 12288, t: 3, p: 1 },
  { m: 9216, t: 4, p: 1 },
  { m: 7168, t: 5, p: 1 },
];

const PASSWORD = 'correct horse battery staple';
const label = (p: Argon2idParams) => `m=${p.m} t=${p.t} p=${p.p}`;

/** Wall time of one verify, in ms. */
async function wallOf(stored: string): Promise<number> {
  const t0 = performance.now();
  if (!(await verifyPassword(PASSWORD, stored))) throw new Error('the bench password did not verify');
  return performance.now() - t0;
}

/** CPU time of one verify (every thread of the process: the hash runs on libuv's pool), in ms. */
async function cpuOf(stored: string): Promise<number> {
  const before = process.cpuUsage();
  await verifyPassword(PASSWORD, stored);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Times the hashes; returns their results and today's verify p50 (the login figures' unit). */
export async function measureHashes(log: (line: string) => void): Promise<{
  results: BenchResult[];
  argon2idVerifyP50: number;
}> {
  const results: BenchResult[] = [];
  const [argon2id, scrypt] = [await hashPassword(PASSWORD), await scryptHash(PASSWORD, OWASP_SCRYPT)];
  // interleaved, so a burst of other load on the machine hits both alike
  const argonTimes: number[] = [];
  const scryptTimes: number[] = [];
  for (let i = 0; i < 12; i++) {
    scryptTimes.push(await wallOf(scrypt));
    for (let j = 0; j < 3; j++) argonTimes.push(await wallOf(argon2id));
  }
  const [argonP50, scryptP50] = [percentile(argonTimes, 50), percentile(scryptTimes, 50)];
  const ratio = argonP50 / scryptP50;
  log(
    `verify p50: argon2id ${label(OWASP_ARGON2ID)} ${argonP50.toFixed(1)} ms, scrypt N=2^17 ${scryptP50.toFixed(1)} ms`,
  );
  results.push({
    suite: 'login',
    name: `password verify, argon2id ${label(OWASP_ARGON2ID)}, p50`,
    value: oneDecimal(argonP50),
    unit: 'ms',
    baseline: { label: 'scrypt N=2^17 r=8 p=1 verify, p50', value: oneDecimal(scryptP50) },
    ratio,
    target: '≤ 0.25× scrypt',
    pass: ratio <= 0.25,
    notes: 'ratio = argon2id / scrypt',
  });

  const entries = await Promise.all(OWASP_ARGON2ID_ENTRIES.map((p) => argon2idHash(PASSWORD, p)));
  const cpu = entries.map(() => [] as number[]);
  for (let i = 0; i < 40; i++) for (const [k, stored] of entries.entries()) cpu[k]?.push(await cpuOf(stored));
  for (const [k, params] of OWASP_ARGON2ID_ENTRIES.entries()) {
    const p50 = percentile(cpu[k] ?? [], 50);
    const chosen = params.m === OWASP_ARGON2ID.m && params.t === OWASP_ARGON2ID.t;
    log(`argon2id ${label(params)}: CPU per verify p50 ${p50.toFixed(2)} ms${chosen ? ' (ours)' : ''}`);
    results.push({
      suite: 'login',
      name: `argon2id ${label(params)} (OWASP entry), CPU per verify, p50`,
      value: oneDecimal(p50),
      unit: 'ms',
      ...(chosen ? { notes: 'the entry login uses: the least CPU per verify of the list here' } : {}),
    });
  }
  return { results, argon2idVerifyP50: argonP50 };
}
