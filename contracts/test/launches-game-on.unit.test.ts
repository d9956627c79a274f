import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { launchesGameOn } from '../src/catalogues/pod-catalogues.ts';

describe('which pod commands start a game on a pod', () => {
  it('play_game starts it on every pod it reaches', () => {
    assert.equal(launchesGameOn({ command_type: 'play_game', request_pod_id: null }, 'p1'), true);
    assert.equal(launchesGameOn({ command_type: 'play_game', request_pod_id: 'p2' }, 'p1'), true);
  });

  it('admin_play_game starts it only on the pod staff sent it from, and opens pod games elsewhere', () => {
    assert.equal(launchesGameOn({ command_type: 'admin_play_game', request_pod_id: 'p1' }, 'p1'), true);
    assert.equal(launchesGameOn({ command_type: 'admin_play_game', request_pod_id: 'p2' }, 'p1'), false);
    assert.equal(launchesGameOn({ command_type: 'admin_play_game', request_pod_id: null }, 'p1'), false);
    // a bridge that does not know its pod yet starts nothing
    assert.equal(launchesGameOn({ command_type: 'admin_play_game', request_pod_id: 'p1' }, null), false);
  });

  it('no other command starts a game', () => {
    for (const command_type of ['lockout', 'reset', 'led1', 'modechange']) {
      assert.equal(launchesGameOn({ command_type, request_pod_id: 'p1' }, 'p1'), false, command_type);
    }
  });
});
