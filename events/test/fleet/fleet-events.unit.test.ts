import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LAB_TIMEZONE, US_TIMEZONES } from '@gamepod/contracts/catalogues';
import { catalogue } from '../../src/catalogue/catalogue.ts';
import { EventSchemaError } from '../../src/errors.ts';
import { CLIENT_EVENTS, ClientNavAdded, DEFAULT_NAV_LICENSES } from '../../src/fleet/client-events.ts';
import { LAB_EVENTS, LabAllowedIpsAdded, LabScheduleSaved } from '../../src/fleet/lab-events.ts';

describe('the client and lab events', () => {
  it('are all in the catalogue, on the client and lab aggregates', () => {
    for (const d of CLIENT_EVENTS) assert.equal(catalogue.get(d.type)?.aggregate, 'client');
    for (const d of LAB_EVENTS) assert.equal(catalogue.get(d.type)?.aggregate, 'lab');
  });

  it('give a new client 24 navs, A1–A12 then B1–B12', () => {
    assert.equal(DEFAULT_NAV_LICENSES.length, 24);
    assert.equal(DEFAULT_NAV_LICENSES[0], 'A1');
    assert.equal(DEFAULT_NAV_LICENSES[23], 'B12');
    for (const license of DEFAULT_NAV_LICENSES) {
      assert.doesNotThrow(() => ClientNavAdded.assert({ nav_id: 'n', license }), license);
    }
  });

  it('offer 31 US time zones that the runtime knows, Chicago being the default', () => {
    assert.equal(US_TIMEZONES.length, 31);
    assert.equal(new Set(US_TIMEZONES).size, 31);
    assert.ok((US_TIMEZONES as readonly string[]).includes(DEFAULT_LAB_TIMEZONE));
    for (const tz of US_TIMEZONES) assert.doesNotThrow(() => new Intl.DateTimeFormat('en-US', { timeZone: tz }), tz);
  });

  it('store schedules in 24-hour time and refuse AM/PM in the log', () => {
    const day = { start: '09:00', end: '21:30', is_closed: false };
    const days = {
      mo: day,
      tu: day,
      we: day,
      th: day,
      fr: day,
      sa: day,
      su: { start: null, end: null, is_closed: true },
    };
    assert.doesNotThrow(() => LabScheduleSaved.assert({ days }));
    assert.throws(
      () => LabScheduleSaved.assert({ days: { ...days, mo: { ...day, start: '09:00 AM' } } }),
      EventSchemaError,
    );
  });

  it('never store an empty allowed-IP upload', () => {
    assert.throws(() => LabAllowedIpsAdded.assert({ ips: [] }), EventSchemaError);
  });
});
