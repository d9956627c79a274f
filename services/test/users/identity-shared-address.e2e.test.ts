import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  freshEmail,
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';

/** Every station of the lab reaches services through the venue's one public address. */
const VENUE_ADDRESS = '198.51.100.200';
const STATIONS = 32;

describe('a lab behind one address at opening time (the contract’s limits)', () => {
  let f: IdentityServices;
  let pods: KioskPod[];
  before(async () => {
    f = await openIdentityServices();
    const first = await f.kioskPod();
    pods = [first];
    while (pods.length < STATIONS) pods.push(await f.kioskPod({ client: first.client, lab_id: first.lab_id }));
  });
  after(() => f.close());

  const post = (url: string, body: Record<string, unknown>) => f.postFrom(VENUE_ADDRESS, `/api/v1${url}`, body);

  /** Runs `step` at every station, four at a time (the students arrive together; the test machine is small). */
  async function atEveryStation(step: (pod: KioskPod, n: number) => Promise<string[]>): Promise<string[][]> {
    const outcomes: string[][] = [];
    for (let i = 0; i < STATIONS; i += 4) {
      outcomes.push(...(await Promise.all(pods.slice(i, i + 4).map((pod, j) => step(pod, i + j)))));
    }
    return outcomes;
  }
  const described = (n: number, replies: readonly { statusCode: number; body: string }[]) =>
    replies.map((r) => (r.statusCode === 429 ? `429 at station ${n}` : String(r.statusCode)));

  it(`lets ${STATIONS} stations check their students' emails twice each, and sign students up`, async () => {
    const outcomes = await atEveryStation(async (pod, n) => {
      const { session_id_key } = pod;
      const email = freshEmail(`student${n}`);
      const password = 'long-enough-1';
      const replies = [
        await post('/user/check_email', { session_id_key, email: `${email}x`, password: 'short' }),
        await post('/user/check_email', { session_id_key, email, password }),
      ];
      // a real sign-up (a password hash each) at every fourth station keeps the test quick
      if (n % 4 === 0) {
        replies.push(
          await post('/user/register', {
            session_id_key,
            user_name: email,
            email,
            password,
            password_again: password,
            first_name: 'Stu',
            last_name: 'Dent',
            phone: '555-222-3333',
            dob: '07/04/2005',
            stream_default: 0,
          }),
        );
      }
      return described(n, replies);
    });
    assert.deepEqual(
      outcomes,
      pods.map((_, n) => (n % 4 === 0 ? ['400', '200', '200'] : ['400', '200'])),
    );
  });

  it(`lets a student log in at each of ${STATIONS} stations after mistyping the password once`, async () => {
    const outcomes = await atEveryStation(async (pod, n) => {
      const { session_id_key } = pod;
      const { email } = await f.account(1, { client_id: pod.client.id });
      return described(n, [
        await post('/user/login', { session_id_key, username: email, password: `${RIGHT_PASSWORD}x` }),
        await post('/user/login', { session_id_key, username: email, password: RIGHT_PASSWORD }),
      ]);
    });
    assert.deepEqual(
      outcomes,
      pods.map(() => ['401', '200']),
    );
  });
});
