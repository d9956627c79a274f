import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PodCommandIssued } from '@gamepod/events';
import { Compile } from 'typebox/compile';
import { planCommand } from '../../src/core/command-plan.ts';
import { ssoLogoutAsked, stationSsoLogoutAsk } from '../../src/core/station-sso-logout.ts';
import { UNKNOWN_STATION } from '../../src/core/station-view.ts';

const now = new Date('2026-12-07T12:00:00Z');

describe("the station's own ask to end its browser's provider session", () => {
  it('reads the helper flag as raised for true, 1 and "1" only', () => {
    for (const raised of [true, 1, '1']) assert.equal(ssoLogoutAsked({ sso_logout: raised }), true, String(raised));
    for (const down of [false, 0, '0', '', null, undefined, 'yes']) {
      assert.equal(ssoLogoutAsked({ sso_logout: down }), false, String(down));
    }
    assert.equal(ssoLogoutAsked({}), false);
  });

  it("is shaped as staff's sso_logout command, which the page acts on alike, and lives a minute", () => {
    const ask = stationSsoLogoutAsk(now, '0193a7f0-0000-7000-8000-000000000001');
    assert.equal(Compile(PodCommandIssued.schema).Check(ask), true);
    assert.equal(ask.command_type, 'sso_logout');
    assert.equal(ask.expires_at, '2026-12-07T12:01:00.000Z');
    // the bridge runs staff's command the same way: no helper call, the page told
    assert.deepEqual(planCommand(ask, UNKNOWN_STATION, now), { kind: 'run', calls: [], toKiosk: true });
  });
});
