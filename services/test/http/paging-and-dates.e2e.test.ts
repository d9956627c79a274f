import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as http from '@gamepod/contracts/http';
import { labsProjection } from '@gamepod/projections';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

type Schema = {
  readonly type?: string | readonly string[];
  readonly properties?: Record<string, Schema>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly Schema[];
  readonly maximum?: number;
  readonly pattern?: string;
};
type Call = {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly querystring?: Schema;
  readonly body?: Schema;
};
type Part = 'querystring' | 'body';

/** Every JSON call the contracts declare. */
const calls: Call[] = (Object.values(http) as unknown[]).filter(
  (v): v is Call => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'data' in v,
);

/** The fields of a paged list's position. */
const PAGING = /^(page|length|per_page|limit|offset)$/;
/** The fields that hold a day (a date, or a date and a time). */
const DATES = /(^|_)(date|dob|datetime)$|^date_of_birth$/;

const alternatives = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(alternatives) : [s]);
const integers = (s: Schema) => alternatives(s).filter((a) => a.type === 'integer' || a.type === 'number');

/** Every (call, part, field) whose name matches `names`. */
function fieldsNamed(names: RegExp): Array<{ call: Call; part: Part; field: string; schema: Schema }> {
  return calls.flatMap((call) =>
    (['querystring', 'body'] as const).flatMap((part) =>
      Object.entries(call[part]?.properties ?? {})
        .filter(([field]) => names.test(field))
        .map(([field, schema]) => ({ call, part, field, schema })),
    ),
  );
}

describe('the paging and date fields of every declared call', () => {
  let f: KioskServices;
  let pod: KioskPod;
  /** Credentials to try, most powerful first: the first the guards let through judges the input. */
  let tokens: string[];
  /** A valid value for each field a call may require beside the one under test. */
  let samples: Record<string, unknown>;
  before(async () => {
    // labs: a lab API key is made for the lab read API's calls
    f = await openKioskServices({ extra: [labsProjection] });
    pod = await f.kioskPod();
    tokens = [
      await f.token(4, null),
      await f.token(3, pod.client.id),
      await f.token(1, pod.client.id, pod.id),
      await f.token(2, pod.client.id, pod.id),
      await f.token(5, pod.client.id, pod.id),
    ];
    // the lab read API opens to a lab API key, not a session
    const key = await f.app.inject({
      method: 'POST',
      url: '/api/v1/admin/kiosk/lab_api_keys',
      payload: { lab_id: pod.lab_id, api_key_name: 'Paging walk' },
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    assert.equal(key.statusCode, 200, key.body);
    tokens.push((key.json() as { data: { api_key: string } }).data.api_key);
    samples = {
      session_id_key: pod.session_id_key,
      player_id: pod.id,
      user_id: pod.id,
      lab_id: pod.lab_id,
      edit_id: pod.client.id,
      name: 'Venue',
      email: 'venue@example.com',
      phone: '555-123-4567',
      date: '01/15/2026',
      dob: '05/31/1990',
      user_name: 'venue@example.com',
      password: 'right-password-1',
      password_again: 'right-password-1',
      first_name: 'P',
      stream_default: 0,
      page: 1,
      length: 10,
      is_paid: 0,
      is_closed: 1,
      xd: 'xd1',
    };
  });
  after(() => f.close());

  /** The call with `field` set to `value` and its other required fields from `samples`, by each credential in turn. */
  async function send(call: Call, part: Part, field: string, value: unknown) {
    const schema = call[part];
    const input: Record<string, unknown> = {};
    for (const name of schema?.required ?? []) {
      if (name === field) continue;
      assert.ok(name in samples, `${call.method} ${call.url}: add a sample for the required field ${name}`);
      input[name] = samples[name];
    }
    input[field] = value;
    const replies = [];
    for (const token of tokens) {
      const headers = { authorization: `Bearer ${token}` };
      const res =
        part === 'querystring'
          ? await f.app.inject({ method: call.method, url: `/api/v1${call.url}`, query: stringify(input), headers })
          : await f.app.inject({ method: call.method, url: `/api/v1${call.url}`, payload: input, headers });
      replies.push(res);
      if (res.statusCode !== 401 && res.statusCode !== 403) break;
    }
    return replies;
  }

  const stringify = (input: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));

  /** Every reply a 4xx, and the one past the guards a 400 naming `field`. */
  function assertRefused(label: string, field: string, replies: Awaited<ReturnType<typeof send>>) {
    for (const res of replies)
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${label}: ${res.statusCode} ${res.body}`);
    const judged = replies.at(-1);
    assert.ok(judged, label);
    assert.equal(judged.statusCode, 400, `${label}: no credential got past the guards (${judged.body})`);
    assert.equal((judged.json() as { data: { field?: string } }).data.field, field, `${label}: ${judged.body}`);
  }

  const paging = fieldsNamed(PAGING);
  const dates = fieldsNamed(DATES);

  it('finds the calls to walk', () => {
    const urls = new Set([...paging, ...dates].map((p) => p.call.url));
    for (const url of ['/admin/feedback/list', '/admin/logs/list', '/common/players/payments', '/user/register']) {
      assert.ok(urls.has(url), url);
    }
  });

  it('gives every paging field a maximum', () => {
    const open = paging.filter((p) => integers(p.schema).some((s) => s.maximum === undefined));
    assert.deepEqual(
      open.map((p) => `${p.call.method} ${p.call.url} ${p.field}`),
      [],
    );
  });

  it('answers a huge page or page length with a 400 naming the field, never a 5xx', async () => {
    for (const { call, part, field } of paging) {
      for (const huge of [2 ** 53, 1e300, '99999999999999999999999']) {
        assertRefused(`${call.method} ${call.url} ${field}=${huge}`, field, await send(call, part, field, huge));
      }
    }
  });

  it('answers an impossible date with a 400 naming the field, never a 5xx', async () => {
    for (const { call, part, field } of dates) {
      for (const impossible of [
        '2026-02-31',
        '02/31/2026',
        '2026-13-01',
        '00/10/2026',
        '0000-01-01',
        '02/30/2026 10:00 AM',
      ]) {
        const label = `${call.method} ${call.url} ${field}=${impossible}`;
        assertRefused(label, field, await send(call, part, field, impossible));
      }
    }
  });
});
