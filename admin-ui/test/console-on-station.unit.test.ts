import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandPage } from '../src/app-state/station/model/console-command-page.ts';
import {
  commandLogoutReason,
  physicalLogoutReason,
  REASON_ADMIN_LOGOUT,
  REASON_ADMIN_REBOOT,
  REASON_PHYSICAL_BUTTON,
  REASON_SEAT_LEFT,
} from '../src/app-state/station/model/console-logout-reasons.ts';

describe('the admin console on a pod', () => {
  it("logs out on the physical button and the seat sensor, each with the kiosk's reason", () => {
    assert.equal(physicalLogoutReason({ logout_pending: true, logout_reason: 'button' }), REASON_PHYSICAL_BUTTON);
    assert.equal(physicalLogoutReason({ logout_pending: true, logout_reason: 'seat' }), REASON_SEAT_LEFT);
    assert.equal(physicalLogoutReason({ logout_pending: true, logout_reason: null }), REASON_PHYSICAL_BUTTON);
    assert.equal(physicalLogoutReason({ logout_pending: false, logout_reason: null }), null);
  });

  it('logs out on a logout or reboot command, and on no other', () => {
    assert.equal(commandLogoutReason({ command_type: 'logout' }), REASON_ADMIN_LOGOUT);
    assert.equal(commandLogoutReason({ command_type: 'reboot' }), REASON_ADMIN_REBOOT);
    for (const t of ['lockout', 'led1', 'play_game', 'schedule'] as const)
      assert.equal(commandLogoutReason({ command_type: t }), null, t);
  });

  it("opens the pod games for admin_play_game's platform, and no page for other commands", () => {
    assert.equal(commandPage({ command_type: 'admin_play_game', command_platform: 'ps' }), '/admin/pod_games/ps');
    for (const t of ['play_game', 'logout', 'save_seat'] as const)
      assert.equal(commandPage({ command_type: t, command_platform: 'ps' }), null, t);
  });
});
