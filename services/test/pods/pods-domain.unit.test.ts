import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POD_ID_KEY_PATTERN } from '@gamepod/contracts/catalogues';
import { ValidationError } from '@gamepod/events';
import type { PodTable } from '@gamepod/projections';
import { foldLab, type LabFacts } from '../../src/labs/domain/lab-facts.ts';
import { ipAllowed } from '../../src/pods/application/ip-allowlist.ts';
import { maskPodIdKey, newPodIdKey } from '../../src/pods/application/pod-key.ts';
import { podSessionData } from '../../src/pods/application/pod-session-data.ts';
import { kioskSchedule, toAmPm } from '../../src/pods/domain/lab-schedule.ts';
import { normaliseMac } from '../../src/pods/domain/mac-address.ts';
import { assertCommandInput } from '../../src/pods/domain/pod-command-rules.ts';

describe('MAC addresses', () => {
  it('normalises every common notation to AA:BB:CC:DD:EE:FF', () => {
    for (const raw of [
      'aa:bb:cc:dd:ee:0f',
      'AA-BB-CC-DD-EE-0F',
      'aabb.ccdd.ee0f',
      'aabbccddee0f',
      ' aa:bb:cc:dd:ee:0f ',
    ]) {
      assert.equal(normaliseMac(raw), 'AA:BB:CC:DD:EE:0F', raw);
    }
  });
  it('rejects what is not a MAC address', () => {
    for (const raw of ['', 'aa:bb:cc:dd:ee', 'aa:bb:cc:dd:ee:0g', 'aab:bcc:dde:e0f', 'aa:bb:cc:dd:ee:0f:11', 'hello']) {
      assert.equal(normaliseMac(raw), null, raw);
    }
  });
});

describe('pod_id_keys', () => {
  it('are GP-XXXX-XXXX-XXXX in Crockford base32', () => {
    const pattern = new RegExp(POD_ID_KEY_PATTERN);
    for (let i = 0; i < 200; i++) assert.match(newPodIdKey(), pattern);
  });
  it('use every character of the alphabet and none outside it', () => {
    const key = newPodIdKey((n) => Uint8Array.from({ length: n }, (_, i) => i + 20));
    assert.equal(key, 'GP-MNPQ-RSTV-WXYZ');
  });
  it('are masked to their last group', () => {
    assert.equal(maskPodIdKey('GP-ABCD-EFGH-JKMN'), 'GP-••••-••••-JKMN');
  });
});

describe('the lab allow-list', () => {
  it('allows everyone when the lab has no list', () => {
    assert.equal(ipAllowed([], '203.0.113.9'), true);
  });
  it('allows listed addresses and subnets, IPv4 seen through IPv6 included', () => {
    const list = ['203.0.113.9', '198.51.100.0/24', '2001:db8::/32'];
    assert.equal(ipAllowed(list, '203.0.113.9'), true);
    assert.equal(ipAllowed(list, '::ffff:203.0.113.9'), true);
    assert.equal(ipAllowed(list, '198.51.100.77'), true);
    assert.equal(ipAllowed(list, '2001:db8::1'), true);
  });
  it('refuses everything else, and bad entries match nothing', () => {
    assert.equal(ipAllowed(['203.0.113.9'], '203.0.113.10'), false);
    assert.equal(ipAllowed(['not-an-ip', '10.0.0.0/99'], '10.0.0.1'), false);
    assert.equal(ipAllowed(['203.0.113.9'], 'garbage'), false);
  });
});

const lab = (over: Partial<LabFacts> = {}): LabFacts => ({
  id: 'lab-1',
  client_id: 'c1',
  lab_name: 'Main',
  timezone: 'America/Chicago',
  is_paid: true,
  is_active: true,
  schedule: null,
  overrides: new Map(),
  allowed_ips: new Map(),
  ...over,
});
const day = (start: string | null, end: string | null, is_closed = false) => ({ start, end, is_closed });
const week = {
  mo: day('09:00', '21:00'),
  tu: day('09:00', '21:00'),
  we: day('09:00', '21:00'),
  th: day('09:00', '21:00'),
  fr: day('10:30', '23:00'),
  sa: day(null, null, true),
  su: day('12:00', '18:00'),
};

describe("a lab's hours on the kiosk", () => {
  it('speaks hh:mm AM/PM', () => {
    assert.equal(toAmPm('00:05'), '12:05 AM');
    assert.equal(toAmPm('12:00'), '12:00 PM');
    assert.equal(toAmPm('21:30'), '09:30 PM');
    assert.equal(toAmPm(null), null);
  });
  it("uses the day in the lab's time zone, not UTC's", () => {
    // 03:00 UTC on a Saturday is still Friday evening in Chicago
    const friday = kioskSchedule(lab({ schedule: week }), new Date('2026-03-07T03:00:00Z'));
    assert.deepEqual(friday, {
      schedule_start: '10:30 AM',
      schedule_end: '11:00 PM',
      schedule_tomorrow: null,
      schedule_closed: false,
    });
  });
  it("is closed on a closed day and gives tomorrow's opening", () => {
    const saturday = kioskSchedule(lab({ schedule: week }), new Date('2026-03-07T18:00:00Z'));
    assert.deepEqual(saturday, {
      schedule_start: null,
      schedule_end: null,
      schedule_tomorrow: '12:00 PM',
      schedule_closed: true,
    });
  });
  it("lets a date's override win over the week, today and tomorrow", () => {
    const overrides = new Map([
      ['o1', { date: '2026-03-02', time_start: '08:00', time_end: '12:00', is_paid: false, is_closed: false }],
      ['o2', { date: '2026-03-03', time_start: null, time_end: null, is_paid: false, is_closed: true }],
    ]);
    const monday = kioskSchedule(lab({ schedule: week, overrides }), new Date('2026-03-02T16:00:00Z'));
    assert.deepEqual(monday, {
      schedule_start: '08:00 AM',
      schedule_end: '12:00 PM',
      schedule_tomorrow: null,
      schedule_closed: false,
    });
  });
  it('keeps the wall-clock hours and turns the day at local midnight across the clocks going forward', () => {
    // Chicago springs from 02:00 CST to 03:00 CDT on Sunday 03/08/2026
    const chicago = lab({ schedule: week });
    const sunday = {
      schedule_start: '12:00 PM',
      schedule_end: '06:00 PM',
      schedule_tomorrow: '09:00 AM',
      schedule_closed: false,
    };
    const monday = {
      schedule_start: '09:00 AM',
      schedule_end: '09:00 PM',
      schedule_tomorrow: '09:00 AM',
      schedule_closed: false,
    };
    // 01:30 AM CST, 03:30 AM CDT, 11:30 PM CDT: all Sunday
    for (const at of ['2026-03-08T07:30:00Z', '2026-03-08T08:30:00Z', '2026-03-09T04:59:00Z'])
      assert.deepEqual(kioskSchedule(chicago, new Date(at)), sunday, at);
    // midnight CDT, an hour earlier in UTC than the day before
    assert.deepEqual(kioskSchedule(chicago, new Date('2026-03-09T05:00:00Z')), monday);
  });
  it('keeps Sunday through both passings of the hour the clocks repeat, and turns at local midnight', () => {
    // Chicago falls back from 02:00 CDT to 01:00 CST on Sunday 11/01/2026
    const chicago = lab({ schedule: week });
    for (const at of ['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', '2026-11-02T05:59:00Z'])
      assert.equal(kioskSchedule(chicago, new Date(at)).schedule_start, '12:00 PM', at);
    assert.equal(kioskSchedule(chicago, new Date('2026-11-02T06:00:00Z')).schedule_start, '09:00 AM');
  });
  it('turns the day at midnight in a half-hour zone, with and without daylight saving time', () => {
    // Adelaide: UTC+9:30 in June, UTC+10:30 in January
    const adelaide = lab({ schedule: week, timezone: 'Australia/Adelaide' });
    // Friday 06/05/2026 11:59 PM, then Saturday (closed)
    assert.equal(kioskSchedule(adelaide, new Date('2026-06-05T14:29:00Z')).schedule_start, '10:30 AM');
    assert.equal(kioskSchedule(adelaide, new Date('2026-06-05T14:30:00Z')).schedule_closed, true);
    // Friday 01/08/2027 11:59 PM, then Saturday
    assert.equal(kioskSchedule(adelaide, new Date('2027-01-08T13:29:00Z')).schedule_start, '10:30 AM');
    assert.equal(kioskSchedule(adelaide, new Date('2027-01-08T13:30:00Z')).schedule_closed, true);
  });
  it("lets an override on the day the clocks change win, in the lab's calendar", () => {
    const overrides = new Map([
      ['o1', { date: '2026-03-08', time_start: '01:00', time_end: '04:00', is_paid: false, is_closed: false }],
    ]);
    const night = kioskSchedule(lab({ schedule: week, overrides }), new Date('2026-03-08T06:30:00Z'));
    assert.deepEqual([night.schedule_start, night.schedule_end], ['01:00 AM', '04:00 AM']);
    // Saturday 03/07 at 11:30 PM CST: tomorrow is the override
    const eve = kioskSchedule(lab({ schedule: week, overrides }), new Date('2026-03-08T05:30:00Z'));
    assert.deepEqual([eve.schedule_closed, eve.schedule_tomorrow], [true, '01:00 AM']);
  });
  it('is all null for a lab with no hours at all', () => {
    assert.deepEqual(kioskSchedule(lab(), new Date('2026-03-02T16:00:00Z')), {
      schedule_start: null,
      schedule_end: null,
      schedule_tomorrow: null,
      schedule_closed: null,
    });
  });
});

describe("the lab fold (the fleet contract's events, by name)", () => {
  it('keeps the facts pods need and ignores types it does not know', () => {
    const facts = foldLab('lab-1', [
      {
        type: 'LabDeployed',
        data: { client_id: 'c1', lab_name: 'A', timezone: 'America/Denver', is_paid: true, is_active: true },
      },
      { type: 'LabForceOnChanged', data: { admin_mode: true } },
      {
        type: 'LabAllowedIpsAdded',
        data: {
          ips: [
            { id: 'i1', allowed_ip: '10.0.0.1' },
            { id: 'i2', allowed_ip: '10.0.0.2' },
          ],
        },
      },
      { type: 'LabAllowedIpRemoved', data: { id: 'i1' } },
      { type: 'LabUpdated', data: { lab_name: 'B', timezone: 'America/Denver', is_paid: false, is_active: true } },
    ]);
    assert.equal(facts?.client_id, 'c1');
    assert.equal(facts?.lab_name, 'B');
    assert.equal(facts?.is_paid, false);
    assert.deepEqual([...(facts?.allowed_ips.values() ?? [])], ['10.0.0.2']);
  });
  it('is null before LabDeployed', () => {
    assert.equal(foldLab('lab-1', []), null);
  });
});

describe('command input', () => {
  const base = { command_value: null, command_platform: null, request_pod_id: null };
  const field = (name: string) => (e: unknown) => e instanceof ValidationError && e.data.field === name;
  it('accepts what each type needs', () => {
    assert.doesNotThrow(() => assertCommandInput({ ...base, command_type: 'reboot' }));
    assert.doesNotThrow(() => assertCommandInput({ ...base, command_type: 'led2', command_value: '#00FF80' }));
    assert.doesNotThrow(() => assertCommandInput({ ...base, command_type: 'led1_lock' }));
    assert.doesNotThrow(() =>
      assertCommandInput({ ...base, command_type: 'admin_play_game', command_value: 'g1', command_platform: 'pc' }),
    );
    assert.doesNotThrow(() => assertCommandInput({ ...base, command_type: 'mute', command_value: '0' }));
  });
  it('names the field that is wrong', () => {
    assert.throws(() => assertCommandInput({ ...base, command_type: 'led1' }), field('command_value'));
    assert.throws(
      () => assertCommandInput({ ...base, command_type: 'led2_lock', command_value: 'red' }),
      field('command_value'),
    );
    assert.throws(
      () => assertCommandInput({ ...base, command_type: 'play_game', command_platform: 'xb' }),
      field('command_value'),
    );
    assert.throws(
      () => assertCommandInput({ ...base, command_type: 'reset', command_platform: 'n64' }),
      field('command_platform'),
    );
    assert.throws(
      () => assertCommandInput({ ...base, command_type: 'mute', command_value: 'loud' }),
      field('command_value'),
    );
  });
});

describe('the pod session data', () => {
  it('fills in the client defaults and speaks 1/0', () => {
    const pod = {
      pod_id_key: 'GP-ABCD-EFGH-JKMN',
      license: 'B2',
      nav_id: 'n',
      with_keyboard: false,
      pod_type_id: 2,
    } as PodTable;
    const data = podSessionData({
      pod,
      lab: lab(),
      client: null,
      session_id_key: 's',
      remote_id_key: 'r',
      now: new Date('2026-03-02T16:00:00Z'),
    });
    assert.equal(data.nav_name, 'B2');
    assert.equal(data.pod_type, 'gp_duo');
    assert.equal(data.with_keyboard, 0);
    assert.equal(data.is_paid, 1);
    assert.deepEqual(data.theme, {
      primary_color: '#f48226',
      accent_color: '#496e9c',
      gradiant_color: '#03244d',
      hover_color: '#191919',
    });
  });
});
