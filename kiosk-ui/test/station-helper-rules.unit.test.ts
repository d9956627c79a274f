import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KIOSK_IDLE_AFTER_MS, turnsIdle } from '../src/app-state/activity/idle-rule.ts';
import { menuRequested } from '../src/app-state/station/menu-request.ts';
import { podReady } from '../src/features/logout/model/pod-ready.ts';
import { UNMUTE_DEFAULT, unmuteLevel } from '../src/features/player/model/unmute-level.ts';

describe("the station helper's answers the kiosk acts on", () => {
  describe('when the logout screen waits for the pod to be ready', () => {
    it("needs the server's ready and the station's ready_pod success", () => {
      assert.equal(podReady(true, true), true);
      assert.equal(podReady(true, false), false, 'a station still resetting holds the next player back');
      assert.equal(podReady(false, true), false);
    });

    it('is not held by a helper that does not answer at all', () => {
      assert.equal(podReady(true, null), true);
      assert.equal(podReady(false, null), false);
    });
  });

  describe('when the console asks for the menu (push_menu)', () => {
    it('brings a signed-in player to the dashboard as the request rises, from any other screen', () => {
      assert.equal(menuRequested(false, true, 1, '/player/games/xd1'), true);
    });

    it('does nothing while it stays up, for staff, or on the dashboard', () => {
      assert.equal(menuRequested(true, true, 1, '/player/games/xd1'), false);
      assert.equal(menuRequested(false, true, 2, '/facilitator/pods'), false);
      assert.equal(menuRequested(false, true, undefined, '/'), false);
      assert.equal(menuRequested(false, true, 1, '/player/dashboard'), false);
      assert.equal(menuRequested(true, false, 1, '/player/games/xd1'), false);
    });
  });

  describe('when the player unmutes', () => {
    it("restores the helper's volume_before_mute, which outlives a page reload", () => {
      assert.equal(unmuteLevel(30, 10), 30);
    });

    it("falls back on the page's own level, then the default, when the helper has none usable", () => {
      assert.equal(unmuteLevel(undefined, 12), 12);
      assert.equal(unmuteLevel(0, 12), 12);
      assert.equal(unmuteLevel(80, 0), UNMUTE_DEFAULT);
      assert.equal(unmuteLevel('20', 0), UNMUTE_DEFAULT);
    });
  });
});

describe("the kiosk's own idle rule", () => {
  const at = (over: Partial<Parameters<typeof turnsIdle>[0]> = {}) =>
    turnsIdle({ idle: false, signedIn: false, lastInputMs: 0, nowMs: KIOSK_IDLE_AFTER_MS, ...over });

  it('turns idle after 30 s without input while nobody is signed in', () => {
    assert.equal(at(), true);
    assert.equal(at({ nowMs: KIOSK_IDLE_AFTER_MS - 1 }), false);
  });

  it('never while someone is signed in, and only once until input resets it', () => {
    assert.equal(at({ signedIn: true, nowMs: 10 * KIOSK_IDLE_AFTER_MS }), false);
    assert.equal(at({ idle: true, nowMs: 10 * KIOSK_IDLE_AFTER_MS }), false);
  });
});
