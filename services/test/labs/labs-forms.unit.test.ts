import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import { MAX_CSV_BYTES, normaliseIpAddress, parseAllowedIpsCsv } from '../../src/labs/application/allowed-ips-csv.ts';
import { labFieldsFromForm } from '../../src/labs/domain/lab-form.ts';
import { overrideFromForm, overrideView } from '../../src/labs/domain/override-form.ts';
import { formFromWeek, weekFromForm } from '../../src/labs/domain/schedule-form.ts';

const field = (name: string, line?: number) => (e: unknown) =>
  e instanceof ValidationError && e.data.field === name && (line === undefined || e.data.line === line);
const form = {
  lab_name: ' Main lab ',
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  note: 'n',
  is_active: 1 as const,
  is_paid: 0 as const,
};
const csv = (text: string) => new TextEncoder().encode(text);

describe('the lab form', () => {
  it('trims text, defaults the time zone to America/Chicago and reads an empty reservation email as none', () => {
    const f = labFieldsFromForm({ ...form, timezone: '', reservation_email: '' });
    assert.equal(f.lab_name, 'Main lab');
    assert.equal(f.timezone, 'America/Chicago');
    assert.equal(f.reservation_email, null);
    assert.equal(f.is_paid, false);
  });
  it('refuses blank required text, a non-US zone and a ZIP that is not one, naming the field', () => {
    assert.throws(() => labFieldsFromForm({ ...form, note: '   ' }), field('note'));
    assert.throws(() => labFieldsFromForm({ ...form, timezone: 'Europe/Paris' }), field('timezone'));
    assert.throws(() => labFieldsFromForm({ ...form, zip: 'ABCDE' }), field('zip'));
    assert.equal(labFieldsFromForm({ ...form, zip: '62701-1234' }).zip, '62701-1234');
  });
});

describe('the schedule form', () => {
  it('turns AM/PM days into 24-hour ones and back', () => {
    const week = weekFromForm({ mo_start: '12:00 AM', mo_end: '12:30 PM', su_is_closed: 1 });
    assert.deepEqual(week.mo, { start: '00:00', end: '12:30', is_closed: false });
    assert.deepEqual(week.su, { start: null, end: null, is_closed: true });
    const view = formFromWeek(week);
    assert.equal(view.mo_start, '12:00 AM');
    assert.equal(view.mo_end, '12:30 PM');
    assert.equal(view.su_is_closed, 1);
    assert.equal(view.tu_start, null);
  });
  it('requires a day’s end only when its start is set, and the end after the start', () => {
    assert.throws(() => weekFromForm({ th_start: '09:00 AM' }), field('th_end'));
    assert.throws(() => weekFromForm({ fr_end: '09:00 AM' }), field('fr_start'));
    assert.throws(() => weekFromForm({ sa_start: '09:00 PM', sa_end: '09:00 AM' }), field('sa_end'));
    assert.throws(() => weekFromForm({ we_start: '09:00 AM', we_end: '09:00 AM' }), field('we_end'));
    assert.doesNotThrow(() => weekFromForm({ mo_start: '', mo_end: null }));
  });
  it('refuses times outside the mask ##:## AA, naming the field', () => {
    assert.throws(() => weekFromForm({ mo_start: '13:00 PM', mo_end: '11:00 PM' }), field('mo_start'));
    assert.throws(() => weekFromForm({ tu_start: '09:00 AM', tu_end: '9:5 PM' }), field('tu_end'));
  });
  it('shows a lab with no saved schedule as empty, open days', () => {
    assert.deepEqual(formFromWeek(null).mo_start, null);
    assert.deepEqual(formFromWeek(undefined).su_is_closed, 0);
  });
});

describe('the override form', () => {
  it('reads mm/dd/yyyy (or m/d/yyyy) and AM/PM times, and lists them back the same way', () => {
    const o = overrideFromForm({
      date: '5/1/2026',
      time_start: '10:00 AM',
      time_end: '02:00 PM',
      is_paid: 1,
      is_closed: 0,
    });
    assert.deepEqual(o, {
      date: '2026-05-01',
      time_start: '10:00',
      time_end: '14:00',
      is_paid: true,
      is_closed: false,
    });
    assert.deepEqual(overrideView({ override_id: 'o1', ...o }), {
      id: 'o1',
      date: '05/01/2026',
      time_start_ampm: '10:00 AM',
      time_end_ampm: '02:00 PM',
      is_paid: 1,
      is_closed: 0,
    });
  });
  it('allows a closed day with no times, and refuses impossible dates and lone times', () => {
    assert.deepEqual(overrideFromForm({ date: '12/25/2026', is_paid: 0, is_closed: 1 }).time_start, null);
    assert.throws(() => overrideFromForm({ date: '02/30/2026', is_paid: 0, is_closed: 1 }), field('date'));
    assert.throws(() => overrideFromForm({ date: '2026-05-01', is_paid: 0, is_closed: 1 }), field('date'));
    assert.throws(
      () => overrideFromForm({ date: '05/01/2026', time_start: '10:00 AM', is_paid: 0, is_closed: 0 }),
      field('time_end'),
    );
  });
});

describe('allowed-IP CSV files', () => {
  it('read one address per line with an optional header, blank lines, quotes and CRLF', () => {
    const text = '\uFEFFallowed_ip\r\n10.0.0.1\r\n\r\n"2001:DB8:0:0::1"\r\n 192.168.1.20 ,\r\n10.0.0.1\r\n';
    assert.deepEqual(parseAllowedIpsCsv(csv(text)), ['10.0.0.1', '2001:db8::1', '192.168.1.20']);
  });
  it('read RFC 4180 quoting, a BOM and CRLF or CR line ends as papaparse does', () => {
    const quoted = '\uFEFF"allowed_ip"\r\n"10.0.0.1"\r\n"  10.0.0.2  "\r\n""\r\n"2001:db8::2",""\r\n';
    assert.deepEqual(parseAllowedIpsCsv(csv(quoted)), ['10.0.0.1', '10.0.0.2', '2001:db8::2']);
    assert.deepEqual(parseAllowedIpsCsv(csv('10.0.0.3\r10.0.0.4\r')), ['10.0.0.3', '10.0.0.4']);
    // a comma inside quotes is one cell, not two values: that cell is no address
    assert.throws(
      () => parseAllowedIpsCsv(csv('allowed_ip\r\n"10.0.0.1,10.0.0.2"\r\n')),
      (e: unknown) => field('csv_file', 2)(e) && /is not an IPv4 or IPv6 address/.test((e as Error).message),
    );
    // a quoted cell across lines keeps the line numbers of the lines after it
    assert.throws(() => parseAllowedIpsCsv(csv('"10.0.0.1\n"\r\n10.0.0.2\r\nnope\r\n')), field('csv_file', 4));
    assert.throws(() => parseAllowedIpsCsv(csv('10.0.0.1\r\n"a\r\nb",\r\n10.0.0.2\r\nnope\r\n')), field('csv_file', 2));
    assert.throws(
      () => parseAllowedIpsCsv(csv('10.0.0.1\r\n" 10.0.0.9 "\r\n""\r\n10.0.0.2\r\nnope\r\n')),
      field('csv_file', 5),
    );
  });
  it('normalise IPv4-mapped IPv6 to IPv4 and compress IPv6, refusing ranges and zone ids', () => {
    assert.equal(normaliseIpAddress('::ffff:10.1.2.3'), '10.1.2.3');
    assert.equal(normaliseIpAddress('2001:0db8:0000:0000:0000:0000:0000:0001'), '2001:db8::1');
    assert.equal(normaliseIpAddress('10.0.0.0/24'), null);
    assert.equal(normaliseIpAddress('fe80::1%eth0'), null);
    assert.equal(normaliseIpAddress('example.com'), null);
    assert.equal(normaliseIpAddress('256.1.1.1'), null);
  });
  it('reject the whole file at its first bad line, naming the line', () => {
    assert.throws(() => parseAllowedIpsCsv(csv('allowed_ip\n10.0.0.1\nnot-an-ip\n10.0.0.2\n')), field('csv_file', 3));
    assert.throws(() => parseAllowedIpsCsv(csv('10.0.0.1,10.0.0.2\n')), field('csv_file', 1));
    assert.throws(() => parseAllowedIpsCsv(csv('10.0.0.1\nallowed_ip\n')), field('csv_file', 2));
  });
  it('reject files that are empty, hold no address, are too large or are not text', () => {
    assert.throws(() => parseAllowedIpsCsv(csv('')), field('csv_file'));
    assert.throws(() => parseAllowedIpsCsv(csv('allowed_ip\n\n')), field('csv_file'));
    assert.throws(() => parseAllowedIpsCsv(new Uint8Array(MAX_CSV_BYTES + 1).fill(0x31)), field('csv_file'));
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    assert.throws(
      () => parseAllowedIpsCsv(png),
      (e: unknown) => field('csv_file')(e) && /not a CSV text file/.test((e as Error).message),
    );
    assert.throws(() => parseAllowedIpsCsv(csv('10.0.0.1\u0000\n')), field('csv_file'));
  });
});
